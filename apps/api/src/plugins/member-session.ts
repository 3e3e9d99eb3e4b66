import { MEMBER_ID_HEADER, SESSION_AUTH_TIME_HEADER, messageKeys } from '@loyalty/contract';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../lib/http-error';
import { isUuid } from '../lib/uuid';
import { findMember, type MemberRow } from '../modules/members/members.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member of a `/v1/member/...` route; set by `requireMemberSession`. */
    member: MemberRow;
  }
  interface FastifyInstance {
    /**
     * onRequest hook (after `resolveBusiness`) for every member route: `x-member-id` must be a member of the
     * request's business, and `x-session-auth-time` (the session's sign-in time, epoch ms) must not precede the
     * member's `sessions_valid_after` (sign-out, deletion). Else 401 `auth.unauthorized` / `auth.session.revoked`.
     */
    requireMemberSession: onRequestAsyncHookHandler;
  }
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim();
}

export const memberSessionPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('member', null as unknown as MemberRow);
    app.decorate('requireMemberSession', async (request: FastifyRequest) => {
      const memberId = header(request, MEMBER_ID_HEADER);
      const authTimeText = header(request, SESSION_AUTH_TIME_HEADER);
      if (!memberId || !isUuid(memberId) || !authTimeText || !/^\d{1,15}$/.test(authTimeText)) {
        throw unauthorized();
      }
      // Another business's member is simply not found here: the same 401 as an unknown one.
      const member = await findMember(app.db, request.businessId, { id: memberId.toLowerCase() });
      if (!member) throw unauthorized();
      const authTime = Number(authTimeText);
      if (member.sessionsValidAfter && member.sessionsValidAfter.getTime() > authTime) {
        throw unauthorized(messageKeys.sessionRevoked);
      }
      request.member = member;
    });
  },
  { name: 'member-session', dependencies: ['tenant'] },
);
