// GET /api/wallet/passkit/v1/devices/{deviceId}/registrations/{passTypeId}?passesUpdatedSince=: the serials of
// the device's passes changed since the tag; 204 when none changed.
import { NextResponse } from 'next/server';
import { loyaltyApi, portalApi } from '@loyalty/contract';
import { emptyResponse } from '@/server/passkit';
import { routeHandler } from '@/server/route-handler';
import { pagesApiRoute } from '@/server/pages-api';

export const GET = routeHandler(portalApi.wallet.passkitUpdatedSerials, {
  handler: async ({ api, params, query }) => {
    const updated = await api.call(loyaltyApi.wallet.updatedSerials, { params, query, cacheSeconds: 0 });
    if (!updated) return null;
    if (updated.serialNumbers.length === 0) return emptyResponse(204);
    return NextResponse.json(updated, { headers: { 'cache-control': 'no-store' } });
  },
});

export const config = { api: { bodyParser: false } };
export default pagesApiRoute({ GET });
