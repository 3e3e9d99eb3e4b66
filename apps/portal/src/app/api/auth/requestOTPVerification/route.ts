// POST /api/auth/requestOTPVerification: send the code again (the API throttles resends).
import { portalApi } from '@loyalty/contract';
import { requestCode } from '@/server/auth/request-code';
import { routeHandler } from '@/server/route-handler';

export const POST = routeHandler(portalApi.auth.requestOtpVerification, { handler: requestCode });
