import { loyaltyApi } from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../lib/implement';
import { revokeSessions, sessionClaims } from './session.service';

export async function sessionRoutes(app: FastifyInstance): Promise<void> {
  implement(app, loyaltyApi.session.claims, async (request) => sessionClaims(request.member));

  implement(app, loyaltyApi.session.signOut, async (request) => {
    await revokeSessions(app.db, request.member, app.clock());
    return undefined;
  });
}
