import { CLIENT_IP_HEADER, requestCodeResultSchema, type RequestCode } from '@loyalty/contract';
import { clientIpFrom } from '../client-ip';
import { readResponse } from '../loyalty-client';
import type { HandlerContext } from '../route-handler';

/**
 * Asks the API to send a one-time code (first request and resend alike), with the captcha answer as the
 * browser gave it and the browser's IP for per-client throttling.
 */
export async function requestCode({ api, body, request }: HandlerContext<unknown, unknown, RequestCode>) {
  const ip = clientIpFrom(request.headers);
  const response = await api.post('/v1/auth/codes', {
    body,
    headers: ip ? { [CLIENT_IP_HEADER]: ip } : {},
  });
  return readResponse(response, requestCodeResultSchema, '/v1/auth/codes');
}
