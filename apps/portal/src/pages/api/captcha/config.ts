// GET /api/captcha/config: which captcha the business's anonymous forms show (reCAPTCHA or ALTCHA).
import { loyaltyApi, portalApi } from '@loyalty/contract';
import { routeHandler } from '@/server/route-handler';
import { pagesApiRoute } from '@/server/pages-api';

export const GET = routeHandler(portalApi.captcha.config, {
  cache: { scope: 'public', maxAge: 60, staleWhileRevalidate: 540 },
  handler: ({ api }) => api.call(loyaltyApi.captcha.config),
});

export const config = { api: { bodyParser: false } };
export default pagesApiRoute({ GET });
