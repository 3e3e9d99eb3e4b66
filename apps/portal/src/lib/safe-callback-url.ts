/**
 * Where to go after sign-in: the callbackUrl a page asked for, but only when it stays on this portal.
 * Anything else (another origin, protocol-relative `//host`, `javascript:`, malformed) becomes `/`, so a
 * crafted sign-in link cannot send a member to another site (open redirect). The result is always a
 * path (with query and hash), ready for the router.
 */
export function safeCallbackUrl(raw: string | null | undefined, origin: string): string {
  const value = raw?.trim();
  if (!value) return '/';
  // Control characters and backslashes are where URL parsers and browsers disagree; no real path has them.
  if (value.includes('\\') || [...value].some((char) => char < ' ' || char === '\u007f')) return '/';
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return '/';
  }
  if (url.origin !== new URL(origin).origin) return '/';
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return '/';
  // Back to sign-in would only loop.
  if (url.pathname === '/auth/signin') return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
