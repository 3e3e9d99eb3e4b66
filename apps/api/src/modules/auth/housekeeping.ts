import type { Database } from '@loyalty/db';
import type { Clock } from '../../lib/clock';
import { pruneUsedChallenges } from '../captcha/captcha.service';
import { pruneThrottleWindows } from '../throttle/throttle.service';
import { deleteStaleCodes } from './codes.repository';
import { deleteStaleTickets } from './tickets.repository';

const DAY_MS = 86_400_000;

/**
 * Deletes what sign-in leaves behind once it can no longer matter: ended throttle windows, expired captcha
 * records, codes and tickets a day past their expiry. Idempotent, so any number of instances may run it.
 */
export async function pruneSignInState(db: Database, clock: Clock): Promise<void> {
  const now = clock();
  const dayAgo = new Date(now.getTime() - DAY_MS);
  await pruneThrottleWindows(db, now);
  await pruneUsedChallenges(db, now);
  await deleteStaleCodes(db, dayAgo);
  await deleteStaleTickets(db, dayAgo);
}
