import { memberSessions, type DatabaseExecutor } from '@loyalty/db';
import { and, desc, eq, isNull, lt } from 'drizzle-orm';

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

/** A session of exactly this member of this business, revoked or not; undefined for any other. */
export async function findSession(
  db: DatabaseExecutor,
  businessId: string,
  memberId: string,
  sessionId: string,
): Promise<MemberSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(memberSessions)
    .where(
      and(
        eq(memberSessions.id, sessionId),
        eq(memberSessions.businessId, businessId),
        eq(memberSessions.memberId, memberId),
      ),
    );
  return row;
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
