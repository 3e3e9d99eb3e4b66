// GET /api/wallet/apple/{token}: the member's Apple Wallet pass by a wallet link (no session: the token is the
// credential, so a phone can open the QR code a desktop shows). A refused link (malformed, or refused by the API)
// opened in a browser tab goes to the page saying so (wallet-link-refusal.ts).
import { NextResponse } from 'next/server';
import { PKPASS_CONTENT_TYPE, loyaltyApi, portalApi } from '@loyalty/contract';
import { routeHandler } from '@/server/route-handler';
import { ownOrigin } from '@/server/same-origin';
import { pagesApiRoute } from '@/server/pages-api';
import { walletLinkRefusal } from '@/server/wallet-link-refusal';

export const GET = routeHandler(portalApi.wallet.applePass, {
  handler: async ({ api, params, request }) => {
    const pass = await api.fetch(loyaltyApi.wallet.applePass, {
      params,
      query: { origin: ownOrigin(request.headers, request.nextUrl) },
    });
    if (!pass) return null;
    return new NextResponse(await pass.arrayBuffer(), {
      headers: {
        'content-type': PKPASS_CONTENT_TYPE,
        'content-disposition': 'attachment; filename="pass.pkpass"',
        'last-modified': pass.headers.get('last-modified') ?? new Date().toUTCString(),
        'cache-control': 'no-store',
        'referrer-policy': 'no-referrer',
      },
    });
  },
  refusal: walletLinkRefusal,
});

export const config = { api: { bodyParser: false } };
export default pagesApiRoute({ GET });
