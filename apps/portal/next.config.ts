import type { NextConfig } from 'next';
import { API_CONTENT_SECURITY_POLICY, staticSecurityHeaders } from './src/server/security-headers';

const nextConfig: NextConfig = {
  // The shared contract is consumed as TypeScript source (no build step between packages).
  transpilePackages: ['@loyalty/contract'],
  poweredByHeader: false,
  reactStrictMode: true,
  async headers() {
    const isProduction = process.env.NODE_ENV === 'production';
    return [
      { source: '/:path*', headers: staticSecurityHeaders(isProduction) },
      {
        source: '/api/:path*',
        headers: [{ key: 'Content-Security-Policy', value: API_CONTENT_SECURITY_POLICY }],
      },
    ];
  },
};

export default nextConfig;
