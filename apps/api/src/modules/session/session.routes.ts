import type { SessionClaims } from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';
import { revokeSessions, sessionClaims } from './session.service';

/** Member routes: behind `requireMemberSession`, so `request.member` is the signed-in member. */
export async function sessionRoutes(app: FastifyInstance): Promise<void> {
  // The session's claims, fresh from the member row (names or e-mail may have changed since sign-in).
  app.get('/v1/member/session', async (request): Promise<SessionClaims> => sessionClaims(request.member));

  // Sign-out everywhere: sessions signed in until now are refused from here on.
  app.post('/v1/member/sign-out', async (request, reply) => {
    await revokeSessions(app.db, request.member, app.clock());
    return reply.code(204).send();
  });
}
