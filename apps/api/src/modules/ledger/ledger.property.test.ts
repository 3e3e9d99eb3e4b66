// Property: whatever sequence of earn, spend, refund, adjust and expire runs, the balance row equals the sum of
// the member's entries and never drops below zero; refused writes leave no trace.
import {
  DEMO_BUSINESS_ID,
  generateShortId,
  ledgerEntries,
  memberBalances,
  members,
  type Database,
} from '@loyalty/db';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '@loyalty/db/testing';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-error';
import { appendEntry, expireMemberPoints, pointsExpiryFor, replayLots } from './ledger.service';
import { listMemberEntries } from './ledger.repository';

/** mulberry32: a small seeded generator, so a failing sequence can be replayed from its seed. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const DAY_MS = 86_400_000;

describe.each(testDatabaseKinds())('ledger invariants on %s', (kind) => {
  let database: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    database = await createTestDatabase({ kind });
    db = database.db;
  });
  afterAll(() => database.close());

  const newMember = async () => {
    const [row] = await db
      .insert(members)
      .values({ businessId: DEMO_BUSINESS_ID, shortId: generateShortId(), hasConsent: true })
      .returning();
    return row!.id;
  };
  const state = async (memberId: string) => {
    const [balance] = await db
      .select({ balance: memberBalances.balance })
      .from(memberBalances)
      .where(and(eq(memberBalances.memberId, memberId), eq(memberBalances.type, 'point')));
    const [sum] = await db
      .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)`, n: sql<string>`count(*)` })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.memberId, memberId), eq(ledgerEntries.type, 'point')));
    return {
      balance: Number(balance?.balance ?? 0),
      sum: Number(sum?.total ?? 0),
      entries: Number(sum?.n ?? 0),
    };
  };

  for (const seed of [1, 2, 3, 42, 2026]) {
    it(`random sequence ${seed}: balance = sum(entries) >= 0 after every step`, async () => {
      const random = seededRandom(seed);
      const int = (max: number) => Math.floor(random() * max);
      const memberId = await newMember();
      let now = new Date('2026-01-01T00:00:00Z').getTime();
      let model = 0;
      let refusals = 0;
      const spends: number[] = [];
      for (let step = 0; step < 60; step++) {
        now += int(4) * DAY_MS + int(1000);
        const at = new Date(now);
        const roll = random();
        const before = await state(memberId);
        let refusalDue = false;
        try {
          if (roll < 0.35) {
            const amount = 1 + int(5000);
            const expiryDays = random() < 0.6 ? 1 + int(10) : null;
            await db.transaction((tx) =>
              appendEntry(tx, {
                businessId: DEMO_BUSINESS_ID,
                memberId,
                type: 'point',
                operation: 'earn',
                amount,
                expiresAt: pointsExpiryFor('point', expiryDays, at),
                now: at,
              }),
            );
            model += amount;
          } else if (roll < 0.7) {
            // Sometimes deliberately more than the balance: it must be refused whole. Points past their expiry
            // leave first (in the same transaction), so they can never pay for it.
            const held = replayLots(await listMemberEntries(db, DEMO_BUSINESS_ID, memberId, 'point'));
            const due = held
              .filter((lot) => lot.expiresAt && lot.expiresAt <= at)
              .reduce((total, lot) => total + lot.remaining, 0);
            const amount = 1 + int(Math.max(1, model * 1.3));
            refusalDue = amount > model - due;
            await db.transaction((tx) =>
              appendEntry(tx, {
                businessId: DEMO_BUSINESS_ID,
                memberId,
                type: 'point',
                operation: random() < 0.8 ? 'spend' : 'adjust',
                amount: -amount,
                now: at,
              }),
            );
            expect(refusalDue).toBe(false);
            model -= due + amount;
            spends.push(amount);
          } else if (roll < 0.8 && spends.length > 0) {
            const amount = spends.splice(int(spends.length), 1)[0]!;
            await db.transaction((tx) =>
              appendEntry(tx, {
                businessId: DEMO_BUSINESS_ID,
                memberId,
                type: 'point',
                operation: 'refund',
                amount,
                now: at,
              }),
            );
            model += amount;
          } else {
            model -= await expireMemberPoints(db, DEMO_BUSINESS_ID, memberId, at);
            // Right after a run nothing held is past its expiry.
            const lots = replayLots(await listMemberEntries(db, DEMO_BUSINESS_ID, memberId, 'point'));
            expect(lots.filter((lot) => lot.expiresAt && lot.expiresAt <= at)).toEqual([]);
          }
        } catch (error) {
          expect(error).toBeInstanceOf(HttpError);
          expect((error as HttpError).messageKey).toBe('ledger.insufficient.balance');
          expect(refusalDue).toBe(true);
          refusals += 1;
          expect(await state(memberId)).toEqual(before);
        }
        const after = await state(memberId);
        expect(after.balance).toBe(after.sum);
        expect(after.balance).toBe(model);
        expect(after.balance).toBeGreaterThanOrEqual(0);
        // The lots the expiry replay sees always add up to the balance.
        const lots = replayLots(await listMemberEntries(db, DEMO_BUSINESS_ID, memberId, 'point'));
        expect(lots.reduce((total, lot) => total + lot.remaining, 0)).toBe(after.balance);
      }
      // The generator really exercised refusals and expiry, or the property would be hollow.
      expect(refusals).toBeGreaterThan(0);
      const [expired] = await db
        .select({ n: sql<string>`count(*)` })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.memberId, memberId), eq(ledgerEntries.operation, 'expire')));
      expect(Number(expired?.n)).toBeGreaterThan(0);
    });
  }
});
