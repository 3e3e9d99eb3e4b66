// GET /api/wallet/google/{token}: redirects (303) to "save to Google Wallet" with a JWT signed now. The JWT is too
// long for a scannable QR code, so the QR code carries this short link instead. A refused link (malformed, or refused
// by the API) opened in a browser tab goes to the page saying so (wallet-link-refusal.ts).
import { NextResponse } from 'next/server';
import { loyaltyApi, portalApi } from '@loyalty/contract';
import { routeHandler } from '@/server/route-handler';
import { ownOrigin } from '@/server/same-origin';
import { pagesApiRoute } from '@/server/pages-api';
import { walletLinkRefusal } from '@/server/wallet-link-refusal';

export const GET = routeHandler(portalApi.wallet.googleSave, {
  handler: async ({ api, params, request }) => {
    const save = await api.call(loyaltyApi.wallet.googleSave, {
      params,
      query: { origin: ownOrigin(request.headers, request.nextUrl) },
      cacheSeconds: 0,
    });
    if (!save) return null;
    return NextResponse.redirect(save.url, {
      status: 303,
      headers: { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' },
    });
  },
  refusal: walletLinkRefusal,
});

export const config = { api: { bodyParser: false } };
export default pagesApiRoute({ GET });
