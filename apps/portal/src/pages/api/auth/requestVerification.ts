// POST /api/auth/requestVerification: send a one-time code to a phone number or e-mail address.
import { portalApi } from '@loyalty/contract';
import { requestCode } from '@/server/auth/request-code';
import { routeHandler } from '@/server/route-handler';
import { pagesApiRoute } from '@/server/pages-api';

export const POST = routeHandler(portalApi.auth.requestVerification, { handler: requestCode });

export const config = { api: { bodyParser: false } };
export default pagesApiRoute({ POST });
