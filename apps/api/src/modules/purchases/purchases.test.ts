import {
  apiErrorSchema,
  pointsSummarySchema,
  purchaseActivityPageSchema,
  purchaseRecordResultSchema,
} from '@loyalty/contract';
import {
  DEMO_BUSINESS_ID,
  DEMO_LOCATION_ID,
  NORTHWIND_BUSINESS_ID,
  NORTHWIND_LOCATION_ID,
  ledgerEntries,
} from '@loyalty/db';
import { testDatabaseKinds } from '@loyalty/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin } from '../../test-support';
import { createTestClock, startTestApi, type TestApi } from '../../testing';
import { patchSettings } from '../../test-support';
import { createMemberSession, memberGet } from '../ledger/ledger-test-support';
import { pointsFor } from './purchases.service';

describe('pointsFor', () => {
  it('multiplies by the rate and rounds down to whole hundredths, without float noise', () => {
    expect(pointsFor(1250, 1)).toBe(1250);
    expect(pointsFor(1250, 0.1)).toBe(125);
    expect(pointsFor(115, 1.1)).toBe(126); // 126.5 → 126
    expect(pointsFor(100, 1.15)).toBe(115); // 1.15 * 100 is 114.999… in floating point
    expect(pointsFor(999, 0)).toBe(0);
  });
});

describe.each(testDatabaseKinds())('recorded purchases and the purchases list on %s', (kind) => {
  let api: TestApi;
  const clock = createTestClock();
  beforeAll(async () => {
    api = await startTestApi({ databaseKind: kind, clock });
  });
  afterAll(() => api.close());

  const error = (response: { json(): unknown }) => apiErrorSchema.parse(response.json());
  const record = (payload: Record<string, unknown>, businessId = DEMO_BUSINESS_ID) =>
    api.app.inject({
      method: 'POST',
      url: `/admin/v1/businesses/${businessId}/purchases`,
      headers: asAdmin(api),
      payload,
    });

  it("earns points by the business's rate, visible in the summary and the purchases list", async () => {
    await patchSettings(api, DEMO_BUSINESS_ID, { pointsEarningRate: 2 });
    try {
      const session = await createMemberSession(api);
      const items = [{ name: 'Latte', quantity: 2, unitPrice: 450 }];
      const response = await record({
        member: session.email!,
        amount: 900,
        items,
        locationId: DEMO_LOCATION_ID,
        externalId: `till-${kind}-1`,
      });
      expect(response.statusCode).toBe(201);
      const result = purchaseRecordResultSchema.parse(response.json());
      expect(result).toMatchObject({
        replayed: false,
        balances: { point: 1800, credit: 0 },
        purchase: { amount: 900, pointsEarned: 1800, items, locationId: DEMO_LOCATION_ID },
      });
      expect(result.purchase.locationName).toBeTruthy();

      const [earn] = await api.db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.memberId, session.comoMemberId));
      expect(earn).toMatchObject({
        operation: 'earn',
        amount: 1800,
        entityId: result.purchase.id,
        expiresAt: null,
      });

      // The till sends the same receipt again: the first result, nothing earned twice.
      const again = await record({
        member: session.comoMemberId,
        amount: 900,
        items,
        externalId: `till-${kind}-1`,
      });
      expect(again.statusCode).toBe(200);
      expect(purchaseRecordResultSchema.parse(again.json())).toMatchObject({
        replayed: true,
        balances: { point: 1800 },
        purchase: { id: result.purchase.id },
      });
      const otherMember = await createMemberSession(api);
      const taken = await record({
        member: otherMember.comoMemberId,
        amount: 900,
        externalId: `till-${kind}-1`,
      });
      expect(taken.statusCode).toBe(409);
      expect(error(taken).message).toBe('purchase.external.id.taken');

      const summary = pointsSummarySchema.parse((await memberGet(api, session, '/v1/member/points')).json());
      expect(summary).toMatchObject({ points: 1800, earned: 1800 });
      const list = purchaseActivityPageSchema.parse(
        (await memberGet(api, session, '/v1/member/activity/purchases', { page: '1', perPage: '10' })).json(),
      );
      expect(list.items).toHaveLength(1);
      expect(list.items[0]).toMatchObject({
        id: result.purchase.id,
        pointsEarned: 1800,
        locationName: result.purchase.locationName,
      });
    } finally {
      await patchSettings(api, DEMO_BUSINESS_ID, { pointsEarningRate: 1 });
    }
  });

  it("refuses another business's location and member, and bad input, with 4xx", async () => {
    const session = await createMemberSession(api);
    const foreignLocation = await record({
      member: session.comoMemberId,
      amount: 100,
      locationId: NORTHWIND_LOCATION_ID,
    });
    expect(foreignLocation.statusCode).toBe(404);
    expect(error(foreignLocation).message).toBe('location.not.found');
    const foreignMember = await record({ member: session.comoMemberId, amount: 100 }, NORTHWIND_BUSINESS_ID);
    expect(foreignMember.statusCode).toBe(404);
    expect(error(foreignMember).message).toBe('member.not.found');
    expect((await record({ member: session.comoMemberId, amount: -1 })).statusCode).toBe(400);
    expect((await record({ member: session.comoMemberId, amount: 1, locationId: 'x' })).statusCode).toBe(400);
    expect((await record({ member: session.comoMemberId, amount: 1, extra: true })).statusCode).toBe(400);
    const points = pointsSummarySchema.parse(
      (await memberGet(api, session, '/v1/member/points')).json(),
    ).points;
    expect(points).toBe(0);
  });

  it("pages the member's purchases newest first; another member's or business's never appear", async () => {
    const session = await createMemberSession(api);
    const other = await createMemberSession(api);
    const northwind = await createMemberSession(api, NORTHWIND_BUSINESS_ID);
    await record({ member: other.comoMemberId, amount: 5 });
    await record({ member: northwind.comoMemberId, amount: 6 }, NORTHWIND_BUSINESS_ID);
    for (let i = 1; i <= 7; i++) {
      clock.advance(60);
      expect((await record({ member: session.comoMemberId, amount: i * 100 })).statusCode).toBe(201);
    }
    const page = async (p: number, perPage: number) =>
      purchaseActivityPageSchema.parse(
        (
          await memberGet(api, session, '/v1/member/activity/purchases', {
            page: String(p),
            perPage: String(perPage),
          })
        ).json(),
      );
    const first = await page(1, 3);
    expect(first.items.map((i) => i.amount)).toEqual([700, 600, 500]);
    expect(first).toMatchObject({ total: 7, hasMore: true });
    expect((await page(3, 3)).items.map((i) => i.amount)).toEqual([100]);
    expect((await page(3, 3)).hasMore).toBe(false);
    expect(first.items[0]).toMatchObject({ locationId: null, locationName: null, items: [] });
    const theirs = purchaseActivityPageSchema.parse(
      (await memberGet(api, northwind, '/v1/member/activity/purchases', { page: '1', perPage: '10' })).json(),
    );
    expect(theirs.items.map((i) => i.amount)).toEqual([6]);
    const bad = await memberGet(api, session, '/v1/member/activity/purchases', { page: 'x', perPage: '3' });
    expect(bad.statusCode).toBe(400);
  });
});
