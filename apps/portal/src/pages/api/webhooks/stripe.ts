// POST /api/webhooks/stripe: Stripe's events. The body and `stripe-signature` go to the API untouched, which
// verifies the signature against those exact bytes (a re-encoded body would never verify).
import { loyaltyApi, portalApi } from '@loyalty/contract';
import { routeHandler } from '@/server/route-handler';
import { pagesApiRoute } from '@/server/pages-api';

export const POST = routeHandler(portalApi.subscriptions.stripeWebhook, {
  external: true,
  handler: async ({ api, request }) => {
    const signature = request.headers.get('stripe-signature') ?? '';
    return api.call(loyaltyApi.payments.webhook, {
      body: await request.text(),
      raw: true,
      headers: { 'stripe-signature': signature },
    });
  },
});

export const config = { api: { bodyParser: false } };
export default pagesApiRoute({ POST });
