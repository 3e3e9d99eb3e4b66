import { memberBalances, members, memberSessions, type DatabaseExecutor } from '@loyalty/db';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { preparedStatement } from '../../lib/prepared';
import type { Balances } from '../balances/balances.service';
import type { MemberRow } from '../members/members.service';

export type MemberSessionRow = typeof memberSessions.$inferSelect;

export async function insertSession(
  db: DatabaseExecutor,
  values: { businessId: string; memberId: string; deviceLabel: string; now: Date },
): Promise<string> {
  const [row] = await db
    .insert(memberSessions)
    .values({
      businessId: values.businessId,
      memberId: values.memberId,
      deviceLabel: values.deviceLabel,
      createdAt: values.now,
      lastSeenAt: values.now,
    })
    .returning({ id: memberSessions.id });
  return row!.id;
}

export interface MemberWithSession {
  member: MemberRow;
  /** The named session when it is one of this member's (revoked or not), else null. */
  session: Pick<MemberSessionRow, 'id' | 'lastSeenAt' | 'revokedAt'> | null;
  /** The member's balances in the same snapshot (a type without a row is 0). */
  balances: Balances;
}

type Param = string | ReturnType<typeof sql.placeholder>;

/** One of the member's balances, 0 without a row (the ledger writes the row with the type's first entry). */
function balanceOf(type: keyof Balances) {
  const row = sql`select ${memberBalances.balance} from ${memberBalances}
    where ${memberBalances.memberId} = ${members.id} and ${memberBalances.businessId} = ${members.businessId}
      and ${memberBalances.type} = ${sql.raw(`'${type}'`)}`;
  return sql<number>`coalesce((${row}), 0)`.mapWith(Number);
}

/**
 * The member by id with the named session joined only when it is exactly this member's, in this business, and the
 * member's balances: every member call checks the session with this one statement, and the most frequent one
 * (the details every member page shows) answers from it without a second round trip.
 */
function selectMemberWithSession(
  db: DatabaseExecutor,
  ids: { businessId: Param; memberId: Param; sessionId: Param },
) {
  return db
    .select({
      member: members,
      point: balanceOf('point'),
      credit: balanceOf('credit'),
      // The id first: drizzle reads a left-joined object's first column to tell a missing row (null).
      session: {
        id: memberSessions.id,
        lastSeenAt: memberSessions.lastSeenAt,
        revokedAt: memberSessions.revokedAt,
      },
    })
    .from(members)
    .leftJoin(
      memberSessions,
      and(
        eq(memberSessions.id, ids.sessionId),
        eq(memberSessions.memberId, members.id),
        eq(memberSessions.businessId, members.businessId),
      ),
    )
    .where(and(eq(members.businessId, ids.businessId), eq(members.id, ids.memberId)));
}

/** Every member call checks its member and its session: one prepared statement for both. */
const memberWithSession = preparedStatement((db) =>
  selectMemberWithSession(db, {
    businessId: sql.placeholder('businessId'),
    memberId: sql.placeholder('memberId'),
    sessionId: sql.placeholder('sessionId'),
  }).prepare('member_with_session'),
);

/** The member of this business by id, with the named session if it is theirs; undefined for an unknown member. */
export async function findMemberWithSession(
  db: DatabaseExecutor,
  ids: { businessId: string; memberId: string; sessionId: string },
): Promise<MemberWithSession | undefined> {
  const prepared = memberWithSession(db);
  const [row] = prepared ? await prepared.execute(ids) : await selectMemberWithSession(db, ids);
  return (
    row && { member: row.member, session: row.session, balances: { point: row.point, credit: row.credit } }
  );
}

/** Moves last-seen forward unless another call already did within the interval (one write per interval). */
export async function touchSession(db: DatabaseExecutor, sessionId: string, now: Date, seenBefore: Date) {
  await db
    .update(memberSessions)
    .set({ lastSeenAt: now })
    .where(and(eq(memberSessions.id, sessionId), lt(memberSessions.lastSeenAt, seenBefore)));
}

export async function activeSessions(
  db: DatabaseExecutor,
  businessId: string,
  memberId: string,
): Promise<MemberSessionRow[]> {
  return db
    .select()
    .from(memberSessions)
    .where(
      and(
        eq(memberSessions.businessId, businessId),
        eq(memberSessions.memberId, memberId),
        isNull(memberSessions.revokedAt),
      ),
    )
    .orderBy(desc(memberSessions.lastSeenAt), desc(memberSessions.createdAt));
}

/** Ends the member's active sessions (one when `sessionId` is given); how many it ended. */
export async function revokeActiveSessions(
  db: DatabaseExecutor,
  businessId: string,
  memberId: string,
  now: Date,
  sessionId?: string,
): Promise<number> {
  const rows = await db
    .update(memberSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(memberSessions.businessId, businessId),
        eq(memberSessions.memberId, memberId),
        isNull(memberSessions.revokedAt),
        ...(sessionId ? [eq(memberSessions.id, sessionId)] : []),
      ),
    )
    .returning({ id: memberSessions.id });
  return rows.length;
}
