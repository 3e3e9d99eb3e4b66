// GET /api/wallet/passkit/v1/passes/{passTypeId}/{serial}: the latest version of a pass for the phone holding it
// (`Authorization: ApplePass <token>`); 304 when it has not changed since If-Modified-Since.
import { NextResponse } from 'next/server';
import { PKPASS_CONTENT_TYPE, loyaltyApi, portalApi } from '@loyalty/contract';
import { LoyaltyApiError } from '@/server/loyalty-client';
import { emptyResponse, passTokenHeaders } from '@/server/passkit';
import { routeHandler } from '@/server/route-handler';
import { ownOrigin } from '@/server/same-origin';
import { pagesApiRoute } from '@/server/pages-api';

export const GET = routeHandler(portalApi.wallet.passkitLatestPass, {
  handler: async ({ api, params, request }) => {
    const ifModifiedSince = request.headers.get('if-modified-since');
    let pass: Response | null;
    try {
      pass = await api.fetch(loyaltyApi.wallet.latestPass, {
        params,
        query: { origin: ownOrigin(request.headers, request.nextUrl) },
        headers: {
          ...passTokenHeaders(request),
          ...(ifModifiedSince ? { 'if-modified-since': ifModifiedSince } : {}),
        },
      });
    } catch (error) {
      if (error instanceof LoyaltyApiError && error.status === 304) return emptyResponse(304);
      throw error;
    }
    if (!pass) return null;
    return new NextResponse(await pass.arrayBuffer(), {
      headers: {
        'content-type': PKPASS_CONTENT_TYPE,
        'last-modified': pass.headers.get('last-modified') ?? new Date().toUTCString(),
        'cache-control': 'no-store',
      },
    });
  },
});

export const config = { api: { bodyParser: false } };
export default pagesApiRoute({ GET });
