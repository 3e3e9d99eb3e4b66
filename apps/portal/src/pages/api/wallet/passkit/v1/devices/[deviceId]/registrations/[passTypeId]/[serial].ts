// POST and DELETE /api/wallet/passkit/v1/devices/{deviceId}/registrations/{passTypeId}/{serial}: a phone
// registers for (or drops) updates of a pass; `Authorization: ApplePass <token>` authorises it.
import { loyaltyApi, portalApi } from '@loyalty/contract';
import { emptyResponse, passTokenHeaders } from '@/server/passkit';
import { routeHandler } from '@/server/route-handler';
import { pagesApiRoute } from '@/server/pages-api';

export const POST = routeHandler(portalApi.wallet.passkitRegister, {
  allowCrossSite: true,
  handler: async ({ api, params, body, request }) => {
    const result = await api.call(loyaltyApi.wallet.register, {
      params,
      body,
      headers: passTokenHeaders(request),
    });
    return emptyResponse(result?.created ? 201 : 200);
  },
});

export const DELETE = routeHandler(portalApi.wallet.passkitUnregister, {
  allowCrossSite: true,
  handler: async ({ api, params, request }) => {
    await api.call(loyaltyApi.wallet.unregister, { params, headers: passTokenHeaders(request) });
    return emptyResponse(200);
  },
});

export const config = { api: { bodyParser: false } };
export default pagesApiRoute({ POST, DELETE });
