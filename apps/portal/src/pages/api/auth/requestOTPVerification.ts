// POST /api/auth/requestOTPVerification: send the code again (the API throttles resends).
import { portalApi } from '@loyalty/contract';
import { requestCode } from '@/server/auth/request-code';
import { routeHandler } from '@/server/route-handler';
import { pagesApiRoute } from '@/server/pages-api';

export const POST = routeHandler(portalApi.auth.requestOtpVerification, { handler: requestCode });

export const config = { api: { bodyParser: false } };
export default pagesApiRoute({ POST });
