// POST /api/auth/requestOTPVerification: send the code again (the API throttles resends).
import { requestCodeSchema } from '@loyalty/contract';
import { requestCode } from '@/server/auth/request-code';
import { routeHandler } from '@/server/route-handler';

export const POST = routeHandler({ body: requestCodeSchema, handler: requestCode });
