// POST /api/wallet/passkit/v1/log: error messages a phone reports about the web service (logged by the API).
import { loyaltyApi, portalApi } from '@loyalty/contract';
import { emptyResponse } from '@/server/passkit';
import { routeHandler } from '@/server/route-handler';
import { pagesApiRoute } from '@/server/pages-api';

export const POST = routeHandler(portalApi.wallet.passkitLog, {
  allowCrossSite: true,
  handler: async ({ api, body }) => {
    await api.call(loyaltyApi.wallet.log, { body });
    return emptyResponse(200);
  },
});

export const config = { api: { bodyParser: false } };
export default pagesApiRoute({ POST });
