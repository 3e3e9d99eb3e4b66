import { messageKeys as keys } from '@loyalty/contract/constants';

/**
 * Which translated text an error shows. The API answers message keys; sign-in shows
 * any key that has a text (`hasText`: the translator's `exists`; every contract key has one, a test makes sure)
 * and `general.error` otherwise, registration only the two "already registered" keys and
 * `register.failure` otherwise.
 */

/** next-auth's own error codes, as they arrive in `?error=` or a signIn result. */
const nextAuthErrors: Record<string, string> = {
  SessionRequired: keys.sessionRequired,
  CredentialsSignin: 'auth.signin.failed',
  AccessDenied: keys.forbidden,
};

/** Only message keys (lower-case dotted words) are shown; anything else a URL carries is not. */
const MESSAGE_KEY = /^[a-z]+(\.[a-z0-9-]+)+$/;

export function loginErrorKey(message: string | null | undefined, hasText: (key: string) => boolean): string {
  if (!message) return keys.generalError;
  const known = nextAuthErrors[message];
  if (known) return known;
  return MESSAGE_KEY.test(message) && hasText(message) ? message : keys.generalError;
}

export function registrationErrorKey(message: string | null | undefined): string {
  return message === keys.identifierExistsEmail || message === keys.identifierExistsPhone
    ? message
    : keys.registerFailure;
}

export { apiFieldIssuesOf, apiMessageOf } from '@/lib/api-error-data';
