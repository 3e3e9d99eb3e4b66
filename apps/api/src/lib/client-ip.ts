import { isIP } from 'node:net';
import { CLIENT_IP_HEADER } from '@loyalty/contract';
import type { FastifyRequest } from 'fastify';

/**
 * The browser's IP as the portal forwards it (`x-client-ip`; only the portal holds the service token, so the
 * header is trusted), else the caller's own address. Used for per-client throttling and reCAPTCHA.
 */
export function clientIp(request: FastifyRequest): string {
  const header = request.headers[CLIENT_IP_HEADER];
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  return value && isIP(value) ? value : request.ip;
}
