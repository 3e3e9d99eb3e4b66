import { loyaltyApi } from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../lib/implement';
import { requireMemberByRef } from '../members/members.service';
import { endSession, listSessions, revokeAll, revokeOne, sessionClaims } from './session.service';

export async function sessionRoutes(app: FastifyInstance): Promise<void> {
  implement(app, loyaltyApi.session.claims, async (request) => sessionClaims(request.member));

  implement(app, loyaltyApi.session.signOut, async (request) => {
    await endSession(app.db, request.member, request.sessionId, app.clock());
    return undefined;
  });

  implement(app, loyaltyApi.session.list, async (request) =>
    listSessions(app.db, request.member, request.sessionId),
  );

  implement(app, loyaltyApi.session.revoke, async (request) =>
    revokeOne(app.db, request.member, request.params.sessionId, app.clock()),
  );

  implement(app, loyaltyApi.session.revokeAll, async (request) =>
    revokeAll(app.db, request.member, app.clock()),
  );

  // Admin (CLI member:sessions, member:sign-out).
  implement(app, loyaltyApi.admin.members.sessions, async (request) => {
    const member = await requireMemberByRef(app.db, request.params.businessId, request.params.memberRef);
    return listSessions(app.db, member, null);
  });

  implement(app, loyaltyApi.admin.members.revokeSessions, async (request) => {
    const member = await requireMemberByRef(app.db, request.params.businessId, request.params.memberRef);
    const { sessionId } = request.body;
    return sessionId
      ? revokeOne(app.db, member, sessionId, app.clock())
      : revokeAll(app.db, member, app.clock());
  });
}
