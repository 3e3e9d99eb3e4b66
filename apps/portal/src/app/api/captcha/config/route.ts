// GET /api/captcha/config: which captcha the business's anonymous forms show (reCAPTCHA or ALTCHA).
import { captchaConfigSchema } from '@loyalty/contract';
import { routeHandler } from '@/server/route-handler';

export const GET = routeHandler({
  cache: { scope: 'public', maxAge: 60, staleWhileRevalidate: 540 },
  handler: ({ api }) => api.get('/v1/captcha/config', { schema: captchaConfigSchema }),
});
