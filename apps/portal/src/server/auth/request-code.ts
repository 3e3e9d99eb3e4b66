import 'server-only';
import { CLIENT_IP_HEADER, loyaltyApi, type portalApi } from '@loyalty/contract';
import { clientIpFrom } from '../client-ip';
import type { HandlerContext } from '../route-handler';

type RequestCodeRoute =
  typeof portalApi.auth.requestVerification | typeof portalApi.auth.requestOtpVerification;

/**
 * Asks the API to send a one-time code (first request and resend alike), with the captcha answer as the
 * browser gave it and the browser's IP for per-client throttling.
 */
export async function requestCode({ api, body, request }: HandlerContext<RequestCodeRoute>) {
  const ip = clientIpFrom(request.headers);
  return api.call(loyaltyApi.auth.requestCode, { body, headers: ip ? { [CLIENT_IP_HEADER]: ip } : {} });
}
