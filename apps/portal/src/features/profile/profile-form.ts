import { profileUpdateSchema, type MemberDetails, type ProfileUpdate } from '@loyalty/contract';

const PROFILE_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'birthday'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileFormValues = Record<ProfileField, string>;
export type ProfileFormErrors = Partial<Record<ProfileField, string>>;

/** The form's starting values: the member's details, empty where not set. */
export function initialProfileValues(member: MemberDetails['member'] | undefined): ProfileFormValues {
  return {
    firstName: member?.firstName ?? '',
    lastName: member?.lastName ?? '',
    email: member?.email ?? '',
    phone: member?.phone ?? '',
    birthday: member?.birthday ?? '',
  };
}

/**
 * The update to send, validated with the contract's rules (message keys per field). Empty fields, and
 * fields unchanged from `initial`, are left out: absent fields stay as they are (so a stored value the
 * form's pattern would not accept, such as a long international number, does not block other changes).
 */
export function validateProfile(
  values: ProfileFormValues,
  initial?: ProfileFormValues,
): { data: ProfileUpdate } | { errors: ProfileFormErrors } {
  const input: Partial<ProfileFormValues> = {};
  for (const field of PROFILE_FIELDS) {
    const value = values[field].trim();
    if (value !== '' && value !== initial?.[field].trim()) input[field] = values[field];
  }
  const parsed = profileUpdateSchema.safeParse(input);
  if (parsed.success) return { data: parsed.data };
  const errors: ProfileFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ProfileField;
    errors[field] ??= issue.message;
  }
  return { errors };
}

/** API message keys of a failed update that have their own text; others: register.failure. */
const KNOWN_UPDATE_ERRORS = new Set([
  'register.unique.identifier.exists.email',
  'register.unique.identifier.exists.phone',
]);

export function updateErrorKey(error: unknown): string {
  const message = (error as { data?: { message?: unknown } } | undefined)?.data?.message;
  return typeof message === 'string' && KNOWN_UPDATE_ERRORS.has(message) ? message : 'register.failure';
}
