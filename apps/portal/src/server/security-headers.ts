import 'server-only';
/**
 * Security headers (DESIGN.md "Security"). Pages get a per-request nonce CSP from src/proxy.ts, so no
 * script runs unless the server put it there ('strict-dynamic' lets Next's own chunks load theirs).
 * Styles keep 'unsafe-inline': Radix and the route progress bar position elements with inline styles, and CSS cannot
 * run code. next.config.mjs adds the headers that are the same for every response (static-security-headers.mjs).
 */
export const NONCE_HEADER = 'x-nonce';

export function contentSecurityPolicy(options: { nonce: string; isDevelopment: boolean }): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // React needs eval only in development (it rebuilds server error stacks in the browser).
    'script-src': [
      "'self'",
      `'nonce-${options.nonce}'`,
      "'strict-dynamic'",
      // The purchase scanner's QR decoder is WebAssembly (served by us); this allows compiling it, not eval.
      "'wasm-unsafe-eval'",
      ...(options.isDevelopment ? ["'unsafe-eval'"] : []),
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    // Businesses host their favicon and images wherever they like, but only over https.
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    // reCAPTCHA's challenge frames, for businesses that configure it (its script loads through
    // 'strict-dynamic' from the sign-in code); ALTCHA solves in workers built from blob: URLs.
    // Embedded menu entries (/view/{idTransformed}) frame any page a business links, over https only.
    'frame-src': ["'self'", 'https://www.google.com', 'https://recaptcha.google.com', 'https:'],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
