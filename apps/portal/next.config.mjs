// JavaScript, not TypeScript: `next start` would load Next's SWC compiler into every portal worker (about 25 MB
// resident each, for the life of the process) only to transpile a TypeScript config.
import { API_CONTENT_SECURITY_POLICY, staticSecurityHeaders } from './src/server/static-security-headers.mjs';

/** @type {import('next').NextConfig} */
const nextConfig = {
  // The shared contract is consumed as TypeScript source (no build step between packages). `server-only` is
  // bundled rather than loaded from node_modules at run time, so that the bundler resolves it per layer: empty in the
  // server layers (the BFF's API routes in src/pages/api included, decision 011), an error in any client bundle.
  transpilePackages: ['@loyalty/contract', 'server-only'],
  poweredByHeader: false,
  // Metadata (the business's title and description) is resolved before the head is sent, for every visitor, not
  // only for bots: a streamed title arrives after the page and leaves a moment with no <title> for screen readers.
  // generateMetadata reads the same cached page context as the layout, so this costs no extra round trip.
  htmlLimitedBots: /.*/,
  reactStrictMode: true,
  // Next would answer `/api/lp/gift/register/` (the form landing pages post to) with a 308; its callers expect an
  // answer at that address. Pages keep their redirect to the address without the slash in src/proxy.ts.
  skipTrailingSlashRedirect: true,
  async headers() {
    const isProduction = process.env.NODE_ENV === 'production';
    return [
      { source: '/:path*', headers: staticSecurityHeaders(isProduction) },
      {
        // The service worker: always revalidated, so that a fix reaches every browser on its next visit.
        source: '/firebase-messaging-sw-generated.js',
        headers: [
          { key: 'Cache-Control', value: 'no-cache' },
          { key: 'Content-Type', value: 'application/javascript; charset=utf-8' },
          { key: 'Service-Worker-Allowed', value: '/' },
        ],
      },
      {
        source: '/api/:path*',
        headers: [{ key: 'Content-Security-Policy', value: API_CONTENT_SECURITY_POLICY }],
      },
    ];
  },
};

export default nextConfig;
