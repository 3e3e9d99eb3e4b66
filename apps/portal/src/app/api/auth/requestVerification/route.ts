// POST /api/auth/requestVerification: send a one-time code to a phone number or e-mail address.
import { requestCodeSchema } from '@loyalty/contract';
import { requestCode } from '@/server/auth/request-code';
import { routeHandler } from '@/server/route-handler';

export const POST = routeHandler({ body: requestCodeSchema, handler: requestCode });
