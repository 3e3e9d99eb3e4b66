/**
 * Dynamic forms in progress. The state area exists for them, its fields are ours; what every form needs
 * across components is whether it is being submitted (to disable its button), keyed by form id.
 */
export interface FormHandlingState {
  submitting: Record<string, boolean>;
}

export const initialFormHandlingState: FormHandlingState = { submitting: {} };

/** A form started or finished being sent. */
export function formSubmissionChanged(
  state: FormHandlingState,
  { formId, submitting }: { formId: string; submitting: boolean },
): FormHandlingState {
  const next = { ...state.submitting };
  if (submitting) next[formId] = true;
  else delete next[formId];
  return { submitting: next };
}
