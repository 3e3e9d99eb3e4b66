import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Dynamic forms in progress. The state area exists for them, its fields are ours; what every form needs
 * across components is whether it is being submitted (to disable its button), keyed by form id.
 */
export interface FormHandlingState {
  submitting: Record<string, boolean>;
}

export const initialFormHandlingState: FormHandlingState = { submitting: {} };

export const formHandlingSlice = createSlice({
  name: 'formHandling',
  initialState: initialFormHandlingState,
  reducers: {
    formSubmissionChanged: (state, action: PayloadAction<{ formId: string; submitting: boolean }>) => {
      if (action.payload.submitting) state.submitting[action.payload.formId] = true;
      else delete state.submitting[action.payload.formId];
    },
  },
});

export const { formSubmissionChanged } = formHandlingSlice.actions;
