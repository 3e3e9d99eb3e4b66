import { throttleCounters, type DatabaseExecutor } from '@loyalty/db';
import { eq, lt, sql } from 'drizzle-orm';
import { timestampParam } from '../../lib/sql-time';

/**
 * Counts one hit on `key` unless its window is full; one statement, so concurrent hits never overshoot `max`.
 * A window that ended starts over. Returns false (nothing counted) when the window is full.
 */
export async function countHit(
  db: DatabaseExecutor,
  key: string,
  max: number,
  windowEndsAt: Date,
  now: Date,
): Promise<boolean> {
  const nowParam = timestampParam(now);
  const expired = sql`${throttleCounters.windowEndsAt} <= ${nowParam}`;
  const rows = await db
    .insert(throttleCounters)
    .values({ key, hits: 1, windowEndsAt })
    .onConflictDoUpdate({
      target: throttleCounters.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${throttleCounters.hits} + 1 end`,
        windowEndsAt: sql`case when ${expired} then excluded.window_ends_at else ${throttleCounters.windowEndsAt} end`,
      },
      setWhere: sql`${expired} or ${throttleCounters.hits} < ${max}`,
    })
    .returning({ hits: throttleCounters.hits });
  return rows.length > 0;
}

export async function findWindowEnd(db: DatabaseExecutor, key: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ windowEndsAt: throttleCounters.windowEndsAt })
    .from(throttleCounters)
    .where(eq(throttleCounters.key, key));
  return row?.windowEndsAt;
}

export async function deleteEndedWindows(db: DatabaseExecutor, now: Date): Promise<void> {
  await db.delete(throttleCounters).where(lt(throttleCounters.windowEndsAt, now));
}
