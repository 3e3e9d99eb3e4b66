import { members, signInTickets, type DatabaseExecutor } from '@loyalty/db';
import { and, eq, gt, inArray, isNull, lt } from 'drizzle-orm';

export type TicketRow = typeof signInTickets.$inferSelect;
export type TicketPurpose = TicketRow['purpose'];
export type MemberRow = typeof members.$inferSelect;

export async function insertTicket(
  db: DatabaseExecutor,
  values: typeof signInTickets.$inferInsert,
): Promise<TicketRow> {
  const [row] = await db.insert(signInTickets).values(values).returning();
  if (!row) throw new Error('insert into sign_in_tickets returned no row');
  return row;
}

export interface TicketMatch {
  businessId: string;
  tokenHash: string;
  purposes: TicketPurpose[];
  /** Only a ticket of this member. */
  memberId?: string;
  now: Date;
}

const live = (match: TicketMatch) =>
  and(
    eq(signInTickets.tokenHash, match.tokenHash),
    eq(signInTickets.businessId, match.businessId),
    inArray(signInTickets.purpose, match.purposes),
    isNull(signInTickets.usedAt),
    gt(signInTickets.expiresAt, match.now),
    match.memberId === undefined ? undefined : eq(signInTickets.memberId, match.memberId),
  );

/** A live ticket (unused, unexpired, of this business and purpose) with its member, without using it. */
export async function findLiveTicket(
  db: DatabaseExecutor,
  match: TicketMatch,
): Promise<{ ticket: TicketRow; member: MemberRow | null } | undefined> {
  const [row] = await db
    .select({ ticket: signInTickets, member: members })
    .from(signInTickets)
    .leftJoin(members, eq(members.id, signInTickets.memberId))
    .where(live(match));
  return row;
}

/**
 * Uses a live ticket: one `UPDATE … WHERE used_at IS NULL AND expires_at > now RETURNING`, so of two
 * concurrent uses exactly one gets the row.
 */
export async function consumeTicket(
  db: DatabaseExecutor,
  match: TicketMatch,
): Promise<TicketRow | undefined> {
  const [row] = await db.update(signInTickets).set({ usedAt: match.now }).where(live(match)).returning();
  return row;
}

export async function deleteStaleTickets(db: DatabaseExecutor, before: Date): Promise<void> {
  await db.delete(signInTickets).where(lt(signInTickets.expiresAt, before));
}
