// POST /api/protected/member/validateMemberIdentifiers: are this phone number and e-mail address free to use?
import { loyaltyApi, portalApi } from '@loyalty/contract';
import { routeHandler } from '@/server/route-handler';
import { pagesApiRoute } from '@/server/pages-api';

export const POST = routeHandler(portalApi.identifiers.validate, {
  handler: ({ api, body: { phoneNumber, email } }) =>
    api.call(loyaltyApi.identifiers.validate, { body: { phoneNumber, email } }),
});

export const config = { api: { bodyParser: false } };
export default pagesApiRoute({ POST });
