// POST /api/auth/registration: complete a registration ticket; answers a sign-in ticket.
import { registrationResultSchema, registrationSchema } from '@loyalty/contract';
import { readResponse } from '@/server/loyalty-client';
import { routeHandler } from '@/server/route-handler';

export const POST = routeHandler({
  body: registrationSchema,
  handler: async ({ api, body }) =>
    readResponse(
      await api.post('/v1/auth/register', { body }),
      registrationResultSchema,
      '/v1/auth/register',
    ),
});
