import {
  BUSINESS_ID_HEADER,
  MEMBER_ID_HEADER,
  SESSION_AUTH_TIME_HEADER,
  SESSION_ID_HEADER,
  messageKeys,
} from '@loyalty/contract';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { notFound, unauthorized, validationFailed } from '../lib/http-error';
import { isUuid } from '../lib/uuid';
import { businessExists } from '../modules/businesses/businesses.service';
import type { Balances } from '../modules/balances/balances.service';
import { findMember, type MemberRow } from '../modules/members/members.service';
import { memberSession } from '../modules/session/session.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member of a `/v1/member/...` route; set by `requireMemberSession`. */
    member: MemberRow;
    /** The id of that member's session making the call. */
    sessionId: string;
    /** That member's balances, read by the session check's statement (the details answer from them). */
    memberBalances: Balances;
    /**
     * What the member headers claim, well-formed but not yet checked: set by `readMemberClaims` on a route whose
     * handler checks the session itself (in its own statement, or with `verifyMemberSession`).
     */
    memberClaims: MemberClaims;
  }
  interface FastifyInstance {
    /**
     * onRequest hook (after `resolveBusiness`) for every member route: `x-member-id` must be a member of the
     * request's business, `x-session-id` one of that member's sessions not revoked (sign-out, "your devices",
     * the admin), and `x-session-auth-time` (the session's sign-in time, epoch ms) must not precede the member's
     * `sessions_valid_after`. Else 401 `auth.unauthorized` / `auth.session.revoked`.
     */
    requireMemberSession: onRequestAsyncHookHandler;
    /**
     * onRequest hook (after `resolveBusiness`) instead of `requireMemberSession`, for a member route whose hot path
     * checks the session inside its own statement (one round trip to the database instead of two): refuses
     * malformed member headers with the same 401 and sets `request.memberClaims` only. The handler must then either
     * act through a statement that checks the session exactly as `requireMemberSession` does, or call
     * `verifyMemberSession` before anything else.
     */
    readMemberClaims: onRequestAsyncHookHandler;
    /** `requireMemberSession`'s check of `request.memberClaims` (the same 401s); sets what it sets. */
    verifyMemberSession(request: FastifyRequest): Promise<void>;
    /**
     * onRequest hook (after the admin token) of `integration` routes, a business's own systems acting for one
     * of its members: `x-business-id` names an existing business and `x-member-id` one of its members (else 404
     * `business.not.found` / `member.not.found`; another business's member is the same 404 as an unknown one).
     * A business API key (`request.apiKey`) naming another business is the same 404 `member.not.found`.
     * Missing headers are a 400. Sets `request.businessId` and `request.member`.
     */
    resolveIntegrationMember: onRequestAsyncHookHandler;
  }
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim();
}

/** The member headers of a member call, well-formed (else 401), not yet checked against the database. */
export interface MemberClaims {
  memberId: string;
  sessionId: string;
  /** The session's sign-in time, epoch ms. */
  authTime: number;
}

function readClaims(request: FastifyRequest): MemberClaims {
  const memberId = header(request, MEMBER_ID_HEADER);
  const authTimeText = header(request, SESSION_AUTH_TIME_HEADER);
  const sessionId = header(request, SESSION_ID_HEADER)?.toLowerCase();
  if (
    !memberId ||
    !isUuid(memberId) ||
    !sessionId ||
    !isUuid(sessionId) ||
    !authTimeText ||
    !/^\d{1,15}$/.test(authTimeText)
  ) {
    throw unauthorized();
  }
  return { memberId: memberId.toLowerCase(), sessionId, authTime: Number(authTimeText) };
}

export const memberSessionPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('member', null as unknown as MemberRow);
    app.decorateRequest('sessionId', '');
    app.decorateRequest('memberBalances', null as unknown as Balances);
    app.decorateRequest('memberClaims', null as unknown as MemberClaims);
    const verify = async (request: FastifyRequest, claims: MemberClaims) => {
      const found = await memberSession(
        app.db,
        { businessId: request.businessId, memberId: claims.memberId, sessionId: claims.sessionId },
        app.clock(),
      );
      // Another business's member is simply not found here: the same 401 as an unknown one.
      if (!found) throw unauthorized();
      const { member } = found;
      if (member.sessionsValidAfter && member.sessionsValidAfter.getTime() > claims.authTime) {
        throw unauthorized(messageKeys.sessionRevoked);
      }
      // Unknown, another member's and revoked sessions are one answer: nothing tells which sessions exist.
      if (!found.live) throw unauthorized(messageKeys.sessionRevoked);
      request.member = member;
      request.sessionId = claims.sessionId;
      request.memberBalances = found.balances;
    };
    app.decorate('requireMemberSession', async (request: FastifyRequest) => {
      await verify(request, readClaims(request));
    });
    app.decorate('readMemberClaims', async (request: FastifyRequest) => {
      request.memberClaims = readClaims(request);
    });
    app.decorate('verifyMemberSession', (request: FastifyRequest) => verify(request, request.memberClaims));
    app.decorate('resolveIntegrationMember', async (request: FastifyRequest) => {
      const businessId = header(request, BUSINESS_ID_HEADER);
      const memberId = header(request, MEMBER_ID_HEADER);
      if (!businessId || !memberId) {
        const missing = [businessId ? [] : [BUSINESS_ID_HEADER], memberId ? [] : [MEMBER_ID_HEADER]].flat();
        throw validationFailed(missing.map((path) => ({ path, message: messageKeys.validationRequired })));
      }
      // A key learns nothing of other businesses: their members are as unknown as members nowhere.
      if (request.apiKey && request.apiKey.businessId !== businessId)
        throw notFound(messageKeys.memberNotFound);
      if (!(await businessExists(app.db, businessId))) throw notFound(messageKeys.businessNotFound);
      const member = isUuid(memberId)
        ? await findMember(app.db, businessId, { id: memberId.toLowerCase() })
        : undefined;
      if (!member) throw notFound(messageKeys.memberNotFound);
      request.businessId = businessId;
      request.member = member;
    });
  },
  { name: 'member-session', dependencies: ['tenant'] },
);
