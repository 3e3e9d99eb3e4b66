import { randomInt } from 'node:crypto';
import { messageBroadcasts, messages, members, selectRows, type DatabaseExecutor } from '@loyalty/db';
import { and, count, desc, eq, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { timestampParam } from '../../lib/sql-time';

export type MessageRow = typeof messages.$inferSelect;
export type NewMessageRow = typeof messages.$inferInsert;
export type BroadcastRow = typeof messageBroadcasts.$inferSelect;
export type NewBroadcastRow = typeof messageBroadcasts.$inferInsert;

export async function listMessageRows(
  db: DatabaseExecutor,
  owner: { businessId: string; memberId: string },
  page: { limit: number; offset: number; tag: string },
): Promise<MessageRow[]> {
  return db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.businessId, owner.businessId),
        eq(messages.memberId, owner.memberId),
        eq(messages.tag, page.tag),
      ),
    )
    .orderBy(desc(messages.receiveDate), desc(messages.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** Marks the owner's unread messages among `ids` read; answers how many changed. */
export async function markMessageRowsRead(
  db: DatabaseExecutor,
  owner: { businessId: string; memberId: string },
  ids: string[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(messages)
    .set({ read: true })
    .where(
      and(
        eq(messages.businessId, owner.businessId),
        eq(messages.memberId, owner.memberId),
        inArray(messages.id, ids),
        eq(messages.read, false),
      ),
    )
    .returning({ id: messages.id });
  return rows.length;
}

export async function insertMessageRows(db: DatabaseExecutor, rows: NewMessageRow[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await db.insert(messages).values(rows).returning({ id: messages.id });
  return inserted.map((row) => row.id);
}

/** The business's members matching any of these ids, e-mail addresses or phone numbers. */
export async function findMembersByRefs(
  db: DatabaseExecutor,
  businessId: string,
  refs: { ids: string[]; emails: string[]; phones: string[] },
): Promise<{ id: string; email: string | null; phone: string | null }[]> {
  const matches: SQL[] = [];
  if (refs.ids.length > 0) matches.push(inArray(members.id, refs.ids));
  if (refs.emails.length > 0) matches.push(inArray(members.email, refs.emails));
  if (refs.phones.length > 0) matches.push(inArray(members.phone, refs.phones));
  if (matches.length === 0) return [];
  return db
    .select({ id: members.id, email: members.email, phone: members.phone })
    .from(members)
    .where(and(eq(members.businessId, businessId), or(...matches)));
}

export async function insertBroadcastRow(
  db: DatabaseExecutor,
  values: NewBroadcastRow,
): Promise<BroadcastRow> {
  const [row] = await db.insert(messageBroadcasts).values(values).returning();
  if (!row) throw new Error('broadcast insert returned no row');
  return row;
}

export async function findBroadcastRow(
  db: DatabaseExecutor,
  businessId: string,
  id: string,
): Promise<BroadcastRow | undefined> {
  const [row] = await db
    .select()
    .from(messageBroadcasts)
    .where(and(eq(messageBroadcasts.businessId, businessId), eq(messageBroadcasts.id, id)));
  return row;
}

/** How many members a broadcast goes to: the listed ones, or every member created by `audience_as_of`. */
export async function countBroadcastAudience(db: DatabaseExecutor, broadcast: BroadcastRow): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(members)
    .where(
      and(
        eq(members.businessId, broadcast.businessId),
        broadcast.audience === 'all'
          ? lte(members.createdAt, broadcast.audienceAsOf)
          : inArray(members.id, broadcast.memberIds ?? []),
      ),
    );
  return row?.total ?? 0;
}

/**
 * A lease is identified by its expiry, which doubles as a fencing token: every batch first checks that the row
 * still holds the expiry this worker wrote, so a worker whose lease was taken over writes nothing more. Random
 * microseconds (JavaScript dates stop at milliseconds) keep two workers' tokens apart even at the same instant.
 */
export function leaseToken(expiry: Date): string {
  return expiry.toISOString().replace('Z', `${String(randomInt(1000)).padStart(3, '0')}Z`);
}

/**
 * Takes the oldest pending or running broadcast whose lease is free or expired, and leases it with `token`.
 * `for update skip locked` makes two instances polling at once take different broadcasts (or none).
 */
export async function claimBroadcastRow(
  db: DatabaseExecutor,
  now: Date,
  token: string,
): Promise<BroadcastRow | undefined> {
  const [row] = await db
    .update(messageBroadcasts)
    .set({ status: 'running', leaseUntil: sql`${token}::timestamptz`, updatedAt: now })
    .where(
      eq(
        messageBroadcasts.id,
        sql`(select ${messageBroadcasts.id} from ${messageBroadcasts}
             where ${messageBroadcasts.status} in ('pending', 'running')
               and (${messageBroadcasts.leaseUntil} is null or ${messageBroadcasts.leaseUntil} < ${timestampParam(now)})
             order by ${messageBroadcasts.createdAt}, ${messageBroadcasts.id}
             limit 1
             for update skip locked)`,
      ),
    )
    .returning();
  return row;
}

/** Locks the broadcast row if `token` is still its lease; undefined when another worker took it over. */
export async function lockLeasedBroadcast(
  tx: DatabaseExecutor,
  id: string,
  token: string,
): Promise<{ cursor: string | null } | undefined> {
  const [row] = await tx
    .select({ cursor: messageBroadcasts.cursor })
    .from(messageBroadcasts)
    .where(and(eq(messageBroadcasts.id, id), sql`${messageBroadcasts.leaseUntil} = ${token}::timestamptz`))
    .for('update');
  return row;
}

/**
 * Writes the broadcast's message to the next `size` members after `cursor` (keyset by member id) in one
 * statement. The unique (broadcast_id, member_id) index with `do nothing` makes a redone batch harmless.
 * Answers the last member id of the batch (undefined when none is left) and how many messages were new.
 */
export async function writeBroadcastBatch(
  tx: DatabaseExecutor,
  broadcast: Pick<BroadcastRow, 'id' | 'businessId' | 'audience'>,
  cursor: string | null,
  size: number,
): Promise<{ lastMemberId: string | undefined; inserted: number }> {
  const audience =
    broadcast.audience === 'all'
      ? sql`m.created_at <= (select audience_as_of from message_broadcasts where id = ${broadcast.id})`
      : sql`m.id in (select jsonb_array_elements_text(member_ids)::uuid from message_broadcasts where id = ${broadcast.id})`;
  const after = cursor ? sql`and m.id > ${cursor}::uuid` : sql``;
  const [row] = await selectRows<{ last_member_id: string | null; inserted: number }>(
    tx,
    sql`with batch as (
          select m.id from members m
          where m.business_id = ${broadcast.businessId} and ${audience} ${after}
          order by m.id
          limit ${size}
        ), written as (
          insert into messages (business_id, member_id, title, content, translations, params, tag, receive_date, broadcast_id)
          select b.business_id, batch.id, b.title, b.content, b.translations, b.params, b.tag, b.created_at, b.id
          from batch cross join message_broadcasts b
          where b.id = ${broadcast.id}
          on conflict (broadcast_id, member_id) where broadcast_id is not null do nothing
          returning id, member_id
        ), pushed as (
          -- A push broadcast also queues one push per registered device, in the same transaction as the messages.
          insert into push_deliveries (business_id, broadcast_id, message_id, subscription_id)
          select s.business_id, b.id, written.id, s.id
          from written
          join push_subscriptions s on s.member_id = written.member_id and s.business_id = ${broadcast.businessId}
          join message_broadcasts b on b.id = ${broadcast.id} and b.push
          on conflict do nothing
          returning 1
        )
        select (select id::text from batch order by id desc limit 1) as last_member_id,
               (select count(*) from written)::int as inserted,
               (select count(*) from pushed)::int as pushed`,
  );
  return { lastMemberId: row?.last_member_id ?? undefined, inserted: Number(row?.inserted ?? 0) };
}

export async function updateBroadcastRow(
  db: DatabaseExecutor,
  id: string,
  values: PgUpdateSetSource<typeof messageBroadcasts>,
  /** When given, only while this is still the lease (see `leaseToken`). */
  fence?: string,
): Promise<boolean> {
  const rows = await db
    .update(messageBroadcasts)
    .set(values)
    .where(
      and(
        eq(messageBroadcasts.id, id),
        fence === undefined ? undefined : sql`${messageBroadcasts.leaseUntil} = ${fence}::timestamptz`,
      ),
    )
    .returning({ id: messageBroadcasts.id });
  return rows.length > 0;
}
