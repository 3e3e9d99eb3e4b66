// GET /api/captcha/challenge: a fresh, signed ALTCHA proof-of-work challenge (single use, never cached).
import { routeHandler } from '@/server/route-handler';

export const GET = routeHandler({
  handler: ({ api }) => api.get('/v1/captcha/challenge', { cacheSeconds: 0 }),
});
