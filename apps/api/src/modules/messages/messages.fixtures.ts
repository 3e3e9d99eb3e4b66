// Test data for the inbox suites: businesses with many members, and sessions for members made on the spot.
import { randomBytes } from 'node:crypto';
import { loyaltyApi, type SignInResult } from '@loyalty/contract';
import { generateShortId, members, messageBroadcasts, messages, type DatabaseExecutor } from '@loyalty/db';
import { and, count, eq, sql } from 'drizzle-orm';
import { asAdmin } from '../../test-support';
import { openTestSession, type TestApi } from '../../testing';

let counter = 0;

/** A new business through the admin API (so that no other suite's members are in its audience). */
export async function createBusiness(api: TestApi, prefix: string): Promise<string> {
  counter += 1;
  const id = `${prefix}-${counter}-${randomBytes(3).toString('hex')}`;
  const response = await api.app.inject({
    method: 'POST',
    url: loyaltyApi.admin.businesses.create.path,
    headers: asAdmin(api),
    payload: { id, name: `Test ${id}` },
  });
  if (response.statusCode !== 201 && response.statusCode !== 200) {
    throw new Error(`creating business ${id}: ${response.statusCode} ${response.body}`);
  }
  return id;
}

/** `n` members in one statement, created at `createdAt` (default now); short ids made unique by their number. */
export async function addMembers(
  db: DatabaseExecutor,
  businessId: string,
  n: number,
  createdAt: Date = new Date(),
): Promise<void> {
  const tag = randomBytes(3).toString('hex');
  await db.execute(sql`
    insert into members (business_id, short_id, email, has_consent, created_at, updated_at)
    select ${businessId}, 'T' || ${tag} || i::text, 'bulk-' || ${tag} || '-' || i::text || '@example.com', true,
           ${createdAt.toISOString()}::timestamptz, ${createdAt.toISOString()}::timestamptz
    from generate_series(1, ${n}) as i`);
}

export interface TestMember {
  id: string;
  session: SignInResult;
}

/** One member with a session the member-session check accepts (no sign-in needed). */
export async function newMember(
  db: DatabaseExecutor,
  businessId: string,
  values: { language?: string; phone?: string; createdAt?: Date } = {},
): Promise<TestMember> {
  counter += 1;
  const [row] = await db
    .insert(members)
    .values({
      businessId,
      shortId: generateShortId(),
      email: `inbox-${counter}-${randomBytes(3).toString('hex')}@example.com`,
      phone: values.phone ?? null,
      language: values.language ?? 'en',
      hasConsent: true,
      ...(values.createdAt ? { createdAt: values.createdAt } : {}),
    })
    .returning();
  if (!row) throw new Error('no member');
  return {
    id: row.id,
    session: await openTestSession(db, row),
  };
}

/** Messages per member of a broadcast: { total, distinct members, most per member }. */
export async function broadcastCounts(
  db: DatabaseExecutor,
  broadcastId: string,
): Promise<{ total: number; members: number; maxPerMember: number }> {
  const [row] = await db
    .select({
      total: count(),
      members: sql<number>`count(distinct ${messages.memberId})::int`,
    })
    .from(messages)
    .where(eq(messages.broadcastId, broadcastId));
  const [most] = await db
    .select({ n: count() })
    .from(messages)
    .where(eq(messages.broadcastId, broadcastId))
    .groupBy(messages.memberId)
    .orderBy(sql`count(*) desc`)
    .limit(1);
  return { total: row?.total ?? 0, members: Number(row?.members ?? 0), maxPerMember: most?.n ?? 0 };
}

export async function broadcastRow(db: DatabaseExecutor, businessId: string, id: string) {
  const [row] = await db
    .select()
    .from(messageBroadcasts)
    .where(and(eq(messageBroadcasts.businessId, businessId), eq(messageBroadcasts.id, id)));
  if (!row) throw new Error(`no broadcast ${id}`);
  return row;
}
