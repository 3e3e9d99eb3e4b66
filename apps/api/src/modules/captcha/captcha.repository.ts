import { usedCaptchas, type DatabaseExecutor } from '@loyalty/db';
import { lt } from 'drizzle-orm';

/** Records a solved challenge; false when it was already recorded (a replay). Atomic under concurrency. */
export async function markChallengeUsed(
  db: DatabaseExecutor,
  signature: string,
  expiresAt: Date,
): Promise<boolean> {
  const rows = await db
    .insert(usedCaptchas)
    .values({ signature, expiresAt })
    .onConflictDoNothing()
    .returning({ signature: usedCaptchas.signature });
  return rows.length > 0;
}

/** An expired challenge is refused anyway, so its record is no longer needed. */
export async function deleteExpiredChallenges(db: DatabaseExecutor, now: Date): Promise<void> {
  await db.delete(usedCaptchas).where(lt(usedCaptchas.expiresAt, now));
}
