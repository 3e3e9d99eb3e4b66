import { messageKeys, type MemberSessions, type SessionClaims } from '@loyalty/contract';
import type { DatabaseExecutor } from '@loyalty/db';
import { deviceLabel } from '../../lib/device-label';
import { notFound } from '../../lib/http-error';
import type { Balances } from '../balances/balances.service';
import type { MemberRow } from '../members/members.service';
import * as repository from './session.repository';

/** Last-seen moves forward at most this often: a member's every call does not write. */
export const LAST_SEEN_INTERVAL_MS = 5 * 60 * 1000;

export function sessionClaims(member: MemberRow): SessionClaims {
  return {
    comoMemberId: member.id,
    businessId: member.businessId,
    email: member.email,
    firstName: member.firstName,
    lastName: member.lastName,
  };
}

/** A new session for a sign-in happening at `now`; its id goes into the portal's session cookie. */
export async function startSession(
  db: DatabaseExecutor,
  member: MemberRow,
  userAgent: string | undefined,
  now: Date,
): Promise<string> {
  return repository.insertSession(db, {
    businessId: member.businessId,
    memberId: member.id,
    deviceLabel: deviceLabel(userAgent),
    now,
  });
}

/**
 * A member call's member and session, in one statement: the member of this business (undefined when unknown or
 * another business's), and whether the named session is live: a session of exactly this member that was not
 * revoked. A live one older than the interval has its last-seen moved forward.
 */
export async function memberSession(
  db: DatabaseExecutor,
  ids: { businessId: string; memberId: string; sessionId: string },
  now: Date,
): Promise<{ member: MemberRow; live: boolean; balances: Balances } | undefined> {
  const found = await repository.findMemberWithSession(db, ids);
  if (!found) return undefined;
  const { member, session, balances } = found;
  if (!session || session.revokedAt) return { member, live: false, balances };
  const seenBefore = new Date(now.getTime() - LAST_SEEN_INTERVAL_MS);
  if (session.lastSeenAt < seenBefore) await repository.touchSession(db, ids.sessionId, now, seenBefore);
  return { member, live: true, balances };
}

export async function listSessions(
  db: DatabaseExecutor,
  member: Pick<MemberRow, 'businessId' | 'id'>,
  currentSessionId: string | null,
): Promise<MemberSessions> {
  const rows = await repository.activeSessions(db, member.businessId, member.id);
  return {
    items: rows.map((row) => ({
      id: row.id,
      deviceLabel: row.deviceLabel,
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      current: row.id === currentSessionId,
    })),
  };
}

/** Ends one session of the member; 404 `session.not.found` for one that is not theirs or already ended. */
export async function revokeOne(
  db: DatabaseExecutor,
  member: Pick<MemberRow, 'businessId' | 'id'>,
  sessionId: string,
  now: Date,
): Promise<{ revoked: number }> {
  const revoked = await repository.revokeActiveSessions(db, member.businessId, member.id, now, sessionId);
  if (revoked === 0) throw notFound(messageKeys.sessionNotFound);
  return { revoked };
}

/** Sign-out: ends the calling session (already ended is fine: sign-out is idempotent). */
export async function endSession(
  db: DatabaseExecutor,
  member: Pick<MemberRow, 'businessId' | 'id'>,
  sessionId: string,
  now: Date,
): Promise<void> {
  await repository.revokeActiveSessions(db, member.businessId, member.id, now, sessionId);
}

/** Ends every session of the member (sign out everywhere). */
export async function revokeAll(
  db: DatabaseExecutor,
  member: Pick<MemberRow, 'businessId' | 'id'>,
  now: Date,
): Promise<{ revoked: number }> {
  return { revoked: await repository.revokeActiveSessions(db, member.businessId, member.id, now) };
}
