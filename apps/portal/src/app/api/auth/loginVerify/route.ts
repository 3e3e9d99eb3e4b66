// POST /api/auth/loginVerify: check a one-time code; answers a sign-in or registration ticket.
import { verifyCodeResultSchema, verifyCodeSchema } from '@loyalty/contract';
import { readResponse } from '@/server/loyalty-client';
import { routeHandler } from '@/server/route-handler';

export const POST = routeHandler({
  body: verifyCodeSchema,
  handler: async ({ api, body }) =>
    readResponse(
      await api.post('/v1/auth/codes/verify', { body }),
      verifyCodeResultSchema,
      '/v1/auth/codes/verify',
    ),
});
