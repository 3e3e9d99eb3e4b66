import type { Language } from '@loyalty/contract';

/** The member's language lives in the SelectedLanguage cookie for a year. */
export const SELECTED_LANGUAGE_COOKIE = 'SelectedLanguage';
const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 31_536_000;

/** A `document.cookie` assignment storing the language as JSON {name, code, direction}. */
export function serializeLanguageCookie(language: Language, secure: boolean): string {
  const value = encodeURIComponent(
    JSON.stringify({ name: language.name, code: language.code, direction: language.direction }),
  );
  const attributes = [`path=/`, `max-age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}`, 'SameSite=Lax'];
  if (secure) attributes.push('Secure');
  return `${SELECTED_LANGUAGE_COOKIE}=${value}; ${attributes.join('; ')}`;
}
