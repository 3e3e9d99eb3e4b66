// GET /api/captcha/challenge: a fresh, signed ALTCHA proof-of-work challenge (single use, never cached).
import { loyaltyApi, portalApi } from '@loyalty/contract';
import { routeHandler } from '@/server/route-handler';
import { pagesApiRoute } from '@/server/pages-api';

export const GET = routeHandler(portalApi.captcha.challenge, {
  handler: ({ api }) => api.call(loyaltyApi.captcha.challenge, { cacheSeconds: 0 }),
});

export const config = { api: { bodyParser: false } };
export default pagesApiRoute({ GET });
