// POST /api/wallet/passkit/v1/log: error messages a phone reports about the web service (logged by the API).
import { loyaltyApi, portalApi } from '@loyalty/contract';
import { emptyResponse } from '@/server/passkit';
import { routeHandler } from '@/server/route-handler';

export const POST = routeHandler(portalApi.wallet.passkitLog, {
  allowCrossSite: true,
  handler: async ({ api, body }) => {
    await api.call(loyaltyApi.wallet.log, { body });
    return emptyResponse(200);
  },
});
