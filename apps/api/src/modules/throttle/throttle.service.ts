import { messageKeys, type MessageKey } from '@loyalty/contract';
import type { Database } from '@loyalty/db';
import { addSeconds, secondsUntil } from '../../lib/clock';
import { rateLimited } from '../../lib/http-error';
import { sha256Hex } from '../../lib/secrets';
import { countHit, deleteEndedWindows, findWindowEnd } from './throttle.repository';

/** At most `max` hits per `windowSeconds` (a fixed window starting at the first hit). */
export interface ThrottleRule {
  name: string;
  max: number;
  windowSeconds: number;
}

export interface ThrottleHit {
  rule: ThrottleRule;
  /** What is counted: an identifier, an IP address … Stored only as a hash. */
  subject: string;
}

class Throttled extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('throttled');
  }
}

const keyOf = ({ rule, subject }: ThrottleHit) => `${rule.name}:${sha256Hex(subject)}`;

/**
 * Counts every hit, or none: in one transaction, so a request refused by one rule uses up nothing of the others
 * (waiting out the 30-second resend gap never eats into the hourly allowance). Refused: 429 with Retry-After,
 * the time until the refusing window ends. Counters live in the database, shared by every API instance.
 */
export async function throttle(
  db: Database,
  hits: ThrottleHit[],
  now: Date,
  message: MessageKey = messageKeys.rateLimited,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      for (const hit of hits) {
        const key = keyOf(hit);
        if (await countHit(tx, key, hit.rule.max, addSeconds(now, hit.rule.windowSeconds), now)) continue;
        const windowEndsAt = await findWindowEnd(tx, key);
        throw new Throttled(windowEndsAt ? secondsUntil(windowEndsAt, now) : hit.rule.windowSeconds);
      }
    });
  } catch (error) {
    if (error instanceof Throttled) throw rateLimited(message, error.retryAfterSeconds);
    throw error;
  }
}

/** Deletes counters whose window has ended (housekeeping); a later hit would start them over anyway. */
export async function pruneThrottleWindows(db: Database, now: Date): Promise<void> {
  await deleteEndedWindows(db, now);
}
