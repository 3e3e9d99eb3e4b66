// GET /api/protected/member/walletLinks: the member's Apple and Google wallet links on this portal's origin.
import { loyaltyApi, portalApi, walletLinksOn } from '@loyalty/contract';
import { routeHandler } from '@/server/route-handler';
import { ownOrigin } from '@/server/same-origin';
import { pagesApiRoute } from '@/server/pages-api';

export const GET = routeHandler(portalApi.wallet.links, {
  // Each link works for an hour; reusing the answer for 10 minutes leaves it 50 minutes to be scanned.
  cache: { maxAge: 600, scope: 'private' },
  handler: async ({ api, request }) => {
    const tokens = await api.call(loyaltyApi.wallet.links);
    if (!tokens) return null;
    return walletLinksOn(ownOrigin(request.headers, request.nextUrl), tokens);
  },
});

export const config = { api: { bodyParser: false } };
export default pagesApiRoute({ GET });
