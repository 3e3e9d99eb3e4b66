// POST /api/protected/businessSubscription/subscribe `{ priceId, returnUrl }`: a checkout of a plan.
import { errorCodes, loyaltyApi, portalApi, subscriptionMessageKeys } from '@loyalty/contract';
import { NextResponse } from 'next/server';
import { routeHandler } from '@/server/route-handler';
import { ownOrigin } from '@/server/same-origin';
import { pagesApiRoute } from '@/server/pages-api';

/** The return address on this portal's own origin, absolute; null for any other origin (no open redirect). */
function sameOriginUrl(value: string, origin: string): string | null {
  try {
    const url = new URL(value, origin);
    return url.origin === origin && (url.protocol === 'https:' || url.protocol === 'http:')
      ? url.toString()
      : null;
  } catch {
    return null;
  }
}

export const POST = routeHandler(portalApi.subscriptions.subscribe, {
  handler: async ({ api, body, request }) => {
    const origin = ownOrigin(request.headers, request.nextUrl);
    const returnUrl = sameOriginUrl(body.returnUrl, origin);
    if (!returnUrl)
      return NextResponse.json(
        { code: errorCodes.validation, message: subscriptionMessageKeys.returnUrlInvalid },
        { status: 400, headers: { 'cache-control': 'no-store' } },
      );
    const result = await api.call(loyaltyApi.subscriptions.subscribe, {
      body: { priceId: body.priceId, returnUrl },
    });
    if (!result) return null;
    // The test-mode provider's checkout is a page of this portal: made absolute on the host the member uses.
    return { ...result, checkoutUrl: new URL(result.checkoutUrl, origin).toString() };
  },
});

export const config = { api: { bodyParser: false } };
export default pagesApiRoute({ POST });
