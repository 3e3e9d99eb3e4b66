import {
  apiErrorSchema,
  budgetActivityPageSchema,
  pointsAdjustResultSchema,
  pointsExpireResultSchema,
  pointsSummarySchema,
} from '@loyalty/contract';
import { DEMO_BUSINESS_ID, NORTHWIND_BUSINESS_ID, ledgerEntries } from '@loyalty/db';
import { testDatabaseKinds } from '@loyalty/db/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin } from '../../test-support';
import { createTestClock, startTestApi, type TestApi } from '../../testing';
import { patchSettings } from '../../test-support';
import { adjust, createItem, createMemberSession, memberGet, newKey, purchase } from './ledger-test-support';

const DAY = 86_400;

describe.each(testDatabaseKinds())('ledger: adjustments, expiry, summary on %s', (kind) => {
  let api: TestApi;
  const clock = createTestClock();
  beforeAll(async () => {
    api = await startTestApi({ databaseKind: kind, clock });
  });
  afterAll(() => api.close());

  const error = (response: { json(): unknown }) => apiErrorSchema.parse(response.json());
  const summaryOf = async (session: Parameters<typeof memberGet>[1]) =>
    pointsSummarySchema.parse((await memberGet(api, session, '/v1/member/points')).json());
  const runExpiry = async (businessId: string = DEMO_BUSINESS_ID) => {
    const response = await api.app.inject({
      method: 'POST',
      url: `/admin/v1/businesses/${businessId}/points/expire`,
      headers: asAdmin(api),
    });
    expect(response.statusCode).toBe(200);
    return pointsExpireResultSchema.parse(response.json());
  };

  it('adjusts up and down, never below zero, and replays an adjustment retried with its key', async () => {
    const session = await createMemberSession(api);
    const up = pointsAdjustResultSchema.parse(
      (await adjust(api, session, 1500, 'point', { note: 'goodwill' })).json(),
    );
    expect(up).toMatchObject({ balances: { point: 1500, credit: 0 }, replayed: false });

    const tooMuch = await adjust(api, session, -1501);
    expect(tooMuch.statusCode).toBe(409);
    expect(error(tooMuch).message).toBe('ledger.insufficient.balance');

    const key = newKey();
    const down = pointsAdjustResultSchema.parse(
      (await adjust(api, session, -500, 'point', { idempotencyKey: key })).json(),
    );
    const again = pointsAdjustResultSchema.parse(
      (await adjust(api, session, -500, 'point', { idempotencyKey: key })).json(),
    );
    expect(again).toEqual({ ...down, replayed: true });
    expect(again.balances.point).toBe(1000);
    const racing = await Promise.all(
      Array.from({ length: 10 }, () => adjust(api, session, 100, 'credit', { idempotencyKey: `${key}-c` })),
    );
    expect(racing.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(pointsAdjustResultSchema.parse(racing[0]!.json()).balances.credit).toBe(100);
    const misused = await adjust(api, session, 7, 'point', { idempotencyKey: key });
    expect(misused.statusCode).toBe(409);
    expect(error(misused).message).toBe('general.idempotency.key.reused');

    expect((await adjust(api, session, 0)).statusCode).toBe(400);
    expect((await adjust(api, session, 1.5)).statusCode).toBe(400);
    const elsewhere = await api.app.inject({
      method: 'POST',
      url: `/admin/v1/businesses/${NORTHWIND_BUSINESS_ID}/members/${session.comoMemberId}/points/adjust`,
      headers: asAdmin(api),
      payload: { type: 'point', amount: 5 },
    });
    expect(elsewhere.statusCode).toBe(404);

    const notes = await api.db
      .select({ note: ledgerEntries.note })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.memberId, session.comoMemberId), eq(ledgerEntries.operation, 'adjust')));
    expect(notes.map((n) => n.note)).toContain('goodwill');
  });

  it('expires what is left of expired points (FIFO) with one entry, shows the next expiry, edits nothing', async () => {
    await patchSettings(api, DEMO_BUSINESS_ID, { pointsExpiryDays: 10 });
    try {
      const session = await createMemberSession(api);
      await adjust(api, session, 1000); // lot A, expires in 10 days
      clock.advance(5 * DAY);
      await adjust(api, session, 400); // lot B, expires in 15 days (from the start)
      await adjust(api, session, -300); // FIFO: taken from lot A, 700 of it left

      const before = await summaryOf(session);
      expect(before).toMatchObject({ points: 1100, earned: 1400, spent: 0 });
      expect(before.nextExpiry).toEqual({
        amount: 700,
        expiresAt: new Date(clock().getTime() + 5 * DAY * 1000).toISOString(),
      });
      const history = await api.db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.memberId, session.comoMemberId));

      clock.advance(5 * DAY + 1);
      const run = await runExpiry();
      expect(run.members).toBeGreaterThanOrEqual(1);
      expect(run.expired).toBeGreaterThanOrEqual(700);
      const after = await summaryOf(session);
      expect(after.points).toBe(400);
      expect(after.nextExpiry?.amount).toBe(400);

      const entries = await api.db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.memberId, session.comoMemberId));
      expect(entries.filter((e) => e.operation === 'expire').map((e) => Number(e.amount))).toEqual([-700]);
      // History is untouched: every earlier entry is still there, unchanged.
      for (const old of history) expect(entries).toContainEqual(old);

      // A second run finds nothing more to expire for this member.
      await runExpiry();
      expect((await summaryOf(session)).points).toBe(400);

      clock.advance(6 * DAY);
      await runExpiry();
      expect(await summaryOf(session)).toMatchObject({ points: 0, nextExpiry: null });
      const budget = budgetActivityPageSchema.parse(
        (
          await memberGet(api, session, '/v1/member/activity/budget/points', { page: '1', perPage: '2' })
        ).json(),
      );
      expect(budget.items.map((i) => [i.operation, i.amount])).toEqual([
        ['expire', -400],
        ['expire', -700],
      ]);
      expect(budget).toMatchObject({ total: 5, hasMore: true });
    } finally {
      await patchSettings(api, DEMO_BUSINESS_ID, { pointsExpiryDays: null });
    }
  });

  /** A member holding 1,000 points that expire in 10 days and 200 that never do. */
  const memberWithExpiringLot = async () => {
    const session = await createMemberSession(api);
    await patchSettings(api, DEMO_BUSINESS_ID, { pointsExpiryDays: 10 });
    try {
      await adjust(api, session, 1000);
    } finally {
      await patchSettings(api, DEMO_BUSINESS_ID, { pointsExpiryDays: null });
    }
    await adjust(api, session, 200);
    return session;
  };
  const expireEntries = async (session: Awaited<ReturnType<typeof createMemberSession>>) => {
    const rows = await api.db
      .select({ amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.memberId, session.comoMemberId), eq(ledgerEntries.operation, 'expire')));
    return rows.map((e) => Number(e.amount));
  };

  it('never lets a deduction use points past their expiry, even before the periodic run', async () => {
    const session = await memberWithExpiringLot();
    clock.advance(11 * DAY);
    const refused = await adjust(api, session, -300);
    expect(refused.statusCode).toBe(409);
    expect(error(refused).message).toBe('ledger.insufficient.balance');
    const ok = pointsAdjustResultSchema.parse((await adjust(api, session, -150)).json());
    expect(ok.balances.point).toBe(50);
    expect(await expireEntries(session)).toEqual([-1000]);
  });

  it('never lets a shop purchase use points past their expiry, even before the periodic run', async () => {
    const session = await memberWithExpiringLot();
    const dear = await createItem(api, DEMO_BUSINESS_ID, { name: 'Expiry test: dear', price: 300 });
    const cheap = await createItem(api, DEMO_BUSINESS_ID, { name: 'Expiry test: cheap', price: 150 });
    clock.advance(11 * DAY);
    const refused = await purchase(api, session, { itemId: dear.id, idempotencyKey: newKey() });
    expect(refused.statusCode).toBe(409);
    expect(error(refused).message).toBe('ledger.insufficient.balance');
    const bought = await purchase(api, session, { itemId: cheap.id, idempotencyKey: newKey() });
    expect(bought.statusCode).toBe(200);
    expect(bought.json<{ balances: { point: number } }>().balances.point).toBe(50);
    expect(await expireEntries(session)).toEqual([-1000]);
  });

  it('never expires points of a business without expiry; the summary says so', async () => {
    const session = await createMemberSession(api);
    await adjust(api, session, 250);
    clock.advance(400 * DAY);
    await runExpiry();
    expect(await summaryOf(session)).toEqual({
      points: 250,
      credit: 0,
      nextExpiry: null,
      earned: 250,
      spent: 0,
    });
    const unknown = await api.app.inject({
      method: 'POST',
      url: '/admin/v1/businesses/no-such-business/points/expire',
      headers: asAdmin(api),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("lists the budget of a type, newest first, paginated; another member's entries never appear", async () => {
    const session = await createMemberSession(api);
    const other = await createMemberSession(api);
    await adjust(api, other, 999);
    for (let i = 1; i <= 5; i++) {
      clock.advance(60);
      await adjust(api, session, i * 100);
    }
    await adjust(api, session, 7, 'credit');
    const page = async (creditType: string, p: number, perPage: number) =>
      memberGet(api, session, `/v1/member/activity/budget/${creditType}`, {
        page: String(p),
        perPage: String(perPage),
      });

    const first = budgetActivityPageSchema.parse((await page('point', 1, 2)).json());
    expect(first.items.map((i) => i.amount)).toEqual([500, 400]);
    expect(first).toMatchObject({ page: 1, perPage: 2, total: 5, hasMore: true });
    const last = budgetActivityPageSchema.parse((await page('points', 3, 2)).json());
    expect(last.items.map((i) => i.amount)).toEqual([100]);
    expect(last.hasMore).toBe(false);
    const beyond = budgetActivityPageSchema.parse((await page('points', 9, 2)).json());
    expect(beyond).toMatchObject({ items: [], hasMore: false, total: 5 });
    const credit = budgetActivityPageSchema.parse((await page('credit', 1, 10)).json());
    expect(credit.items).toEqual([
      expect.objectContaining({ type: 'credit', operation: 'adjust', amount: 7, entity_id: null }),
    ]);

    expect((await page('gold', 1, 10)).statusCode).toBe(400);
    expect((await page('points', 0, 10)).statusCode).toBe(400);
    expect((await page('points', 1, 101)).statusCode).toBe(400);
  });
});
