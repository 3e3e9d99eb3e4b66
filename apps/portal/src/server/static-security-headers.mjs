/**
 * The security headers that are the same for every response (DESIGN.md "Security"); the per-request CSP of pages is
 * in security-headers.ts. Plain JavaScript because next.config.mjs imports it: `next start` loads a JavaScript config
 * as it is, where a TypeScript one made every portal worker load Next's SWC compiler (about 25 MB resident per
 * worker, for the life of the process) only to transpile the config.
 */

/** JSON answers never render, so they allow nothing at all. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * @param {boolean} isProduction
 * @returns {{ key: string; value: string }[]}
 */
export function staticSecurityHeaders(isProduction) {
  const headers = [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    // For browsers that predate CSP frame-ancestors.
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  ];
  // Only in production: HSTS on a development host (http://localhost) would pin it to https for years.
  if (isProduction)
    headers.push({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' });
  return headers;
}
