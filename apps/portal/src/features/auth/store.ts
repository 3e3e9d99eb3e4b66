/** What the sign-in flow collects between its steps: all empty until a step fills it. */
export interface AuthState {
  userIdentifier: string;
  token: string;
  humanRecaptchaToken: string;
  siteKey: string;
  customIdentifier: string;
  migrationCard: string;
  migrationAdditionalField: string;
  customFieldData: Record<string, string>;
  /**
   * A sign-in link (temporary token) of a member who has not consented yet: the sign-in page asks for the
   * consent and signs in with this token. Kept in memory only, never in the address bar or storage.
   */
  linkConsent: { ticket: string; comoMemberId: string } | null;
}

export const initialAuthState: AuthState = {
  userIdentifier: '',
  token: '',
  humanRecaptchaToken: '',
  siteKey: '',
  customIdentifier: '',
  migrationCard: '',
  migrationAdditionalField: '',
  customFieldData: {},
  linkConsent: null,
};

/** The fields given replaced, the others kept. */
export function authMerged(state: AuthState, fields: Partial<AuthState>): AuthState {
  return { ...state, ...fields };
}
