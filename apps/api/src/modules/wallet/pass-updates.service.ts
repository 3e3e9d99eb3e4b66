import type { DatabaseExecutor } from '@loyalty/db';
import { memberPassTouch, touchBusinessPasses, touchMemberPass } from './wallet.repository';

/**
 * A new version of the member's pass: called in the transaction that changed what the pass shows (the ledger's
 * balance write, a profile change), so a committed change is never missed by the phones. Kept apart from the
 * wallet service so that the ledger, profile and business modules can call it without an import cycle.
 */
export async function flagMemberPass(
  tx: DatabaseExecutor,
  businessId: string,
  memberId: string,
  now: Date,
): Promise<void> {
  await touchMemberPass(tx, businessId, memberId, now);
}

/**
 * {@link flagMemberPass} as a statement not yet run, for a writer that sends it with its own in one round trip
 * (the ledger's entry and balance write).
 */
export const memberPassFlag = memberPassTouch;

/** A new version of every pass of the business (its name, colours or unit names changed). */
export async function flagBusinessPasses(tx: DatabaseExecutor, businessId: string, now: Date): Promise<void> {
  await touchBusinessPasses(tx, businessId, now);
}
