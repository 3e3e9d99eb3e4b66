/** The message the profile-update page posts to its parent window once the member saved their details. */
export const PROFILE_UPDATED_MESSAGE = { type: 'profile-updated' } as const;

/**
 * The profile-update URL with the current language appended as `lang`, keeping its
 * other parameters; a relative URL stays relative.
 */
export function withLanguage(url: string, languageCode: string): string {
  const base = 'http://relative.invalid';
  const parsed = new URL(url, base);
  parsed.searchParams.set('lang', languageCode);
  return parsed.origin === base ? `${parsed.pathname}${parsed.search}${parsed.hash}` : parsed.toString();
}

/** A window message from our own origin saying the profile changed. */
export function isProfileUpdatedMessage(
  event: Pick<MessageEvent, 'origin' | 'data'>,
  ownOrigin: string,
): boolean {
  if (event.origin !== ownOrigin) return false;
  const data: unknown = event.data;
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === PROFILE_UPDATED_MESSAGE.type
  );
}
