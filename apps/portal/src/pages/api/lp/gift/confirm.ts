// POST /api/lp/gift/confirm: step 2 of a landing page, the code; the gift, and a ticket to sign the visitor in.
import { CLIENT_IP_HEADER, loyaltyApi, portalApi } from '@loyalty/contract';
import { clientIpFrom } from '@/server/client-ip';
import { routeHandler } from '@/server/route-handler';
import { pagesApiRoute } from '@/server/pages-api';

export const POST = routeHandler(portalApi.landing.confirm, {
  handler: ({ api, body: { landingPageId, ...claim }, request }) => {
    const ip = clientIpFrom(request.headers);
    return api.call(loyaltyApi.landing.claim, {
      params: { landingPageId },
      body: claim,
      headers: ip ? { [CLIENT_IP_HEADER]: ip } : {},
    });
  },
});

export const config = { api: { bodyParser: false } };
export default pagesApiRoute({ POST });
