import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './security-headers';
import { staticSecurityHeaders } from './static-security-headers.mjs';

describe('contentSecurityPolicy', () => {
  it('allows only scripts with the nonce (and what they load), and framing by the site itself', () => {
    const policy = contentSecurityPolicy({ nonce: 'abc123', isDevelopment: false });
    // Compiling WebAssembly (the scanner's QR decoder) is all it allows beyond that: no eval.
    expect(policy).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic' 'wasm-unsafe-eval';");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain("'unsafe-eval'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('lets reCAPTCHA and embedded menu pages (https only) frame, and ALTCHA run its blob: workers', () => {
    const policy = contentSecurityPolicy({ nonce: 'n', isDevelopment: false });
    expect(policy).toContain("frame-src 'self' https://www.google.com https://recaptcha.google.com https:");
    expect(policy).toContain("worker-src 'self' blob:");
    expect(policy).toContain("connect-src 'self'");
  });

  it("adds 'unsafe-eval' in development only", () => {
    expect(contentSecurityPolicy({ nonce: 'n', isDevelopment: true })).toContain("'unsafe-eval'");
  });
});

describe('staticSecurityHeaders', () => {
  const names = (isProduction: boolean) => staticSecurityHeaders(isProduction).map((h) => h.key);

  it('always sends nosniff, the referrer policy and the frame option', () => {
    expect(staticSecurityHeaders(false)).toEqual([
      { key: 'X-Content-Type-Options', value: 'nosniff' },
      { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
      { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    ]);
  });

  it('adds HSTS in production only', () => {
    expect(names(false)).not.toContain('Strict-Transport-Security');
    expect(names(true)).toContain('Strict-Transport-Security');
  });
});
