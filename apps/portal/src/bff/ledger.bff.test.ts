import { afterAll, describe, expect, it } from 'vitest';
import { signInMember, startTestApi } from '@loyalty/api/testing';
import {
  budgetActivityPageSchema,
  giftsSchema,
  pointsSummarySchema,
  purchaseActivityPageSchema,
  shopItemsSchema,
  shopPurchaseResultSchema,
} from '@loyalty/contract';
import {
  DEMO_BUSINESS_ID,
  DEMO_MEMBER_EMAIL,
  NORTHWIND_BUSINESS_ID,
  NORTHWIND_MEMBER_EMAIL,
} from '@loyalty/db';
import {
  NORTHWIND,
  pointPortalAt,
  portalPost,
  portalRequest,
  segment,
  sessionCookie,
} from '@/test-utils/bff';

/** The ledger through the BFF against the real loyalty API: shops, purchases, gifts, activity, referral. */
const api = await startTestApi();
pointPortalAt(api);
afterAll(() => api.close());

const { GET: shopItems } = await import('../pages/api/protected/points/shop/[shop]');
const { POST: buyPoints } = await import('../pages/api/protected/points/submitPointShopPurchase');
const { POST: buyReward } = await import('../pages/api/protected/points/submitRewardShopPurchase');
const { GET: gifts } = await import('../pages/api/protected/gift');
const { GET: pointsSummary } = await import('../pages/api/protected/points/member');
const { GET: purchases } = await import('../pages/api/protected/activity/purchases/[page]/[perPage]');
const { GET: budget } = await import('../pages/api/protected/activity/budget/[creditType]/[page]/[perPage]');
const { GET: friendReferral } = await import('../pages/api/protected/member/friendReferral');

const demo = await signInMember(api, DEMO_MEMBER_EMAIL, {
  businessId: DEMO_BUSINESS_ID,
  clientIp: '198.51.100.51',
});
const northwind = await signInMember(api, NORTHWIND_MEMBER_EMAIL, {
  businessId: NORTHWIND_BUSINESS_ID,
  clientIp: '198.51.100.52',
});

async function admin(path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${api.url}/admin/v1/businesses/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${api.adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, `admin ${path}`).toBeLessThan(300);
  return (await response.json()) as Record<string, unknown>;
}

const createItem = async (businessId: string, fields: Record<string, unknown>) =>
  (await admin(`${businessId}/shop/items`, { description: 'A treat', ...fields })) as { id: string };

const latte = await createItem(DEMO_BUSINESS_ID, {
  shop: 'points',
  priceType: 'point',
  name: `BFF latte ${Date.now()}`,
  price: 1000,
  stock: 5,
});
const yacht = await createItem(DEMO_BUSINESS_ID, {
  shop: 'reward',
  priceType: 'point',
  name: 'BFF yacht',
  price: 99_999_900,
});
await admin(`${DEMO_BUSINESS_ID}/members/${demo.comoMemberId}/points/adjust`, {
  type: 'point',
  amount: 2500,
});
await admin(`${DEMO_BUSINESS_ID}/purchases`, {
  member: demo.comoMemberId,
  amount: 1250,
  items: [{ name: 'Flat white', quantity: 1, unitPrice: 1250 }],
});

const demoCookie = await sessionCookie(demo);
const northwindCookie = await sessionCookie(northwind);
const key = () => crypto.randomUUID().replaceAll('-', '');
const summaryOf = async (cookie: string) =>
  pointsSummarySchema.parse(
    await (await pointsSummary(portalRequest('/api/protected/points/member', { cookie }))).json(),
  );

describe('shops and purchases', () => {
  it('GET points/shop/{shop} lists the shop’s active items; a bad shop is 400', async () => {
    const response = await shopItems(
      portalRequest('/api/protected/points/shop/points', { cookie: demoCookie }),
      segment({ shop: 'points' }),
    );
    expect(response.status).toBe(200);
    const { items } = shopItemsSchema.parse(await response.json());
    expect(items.find((item) => item.id === latte.id)).toMatchObject({
      price: 1000,
      stock: 5,
      shop: 'points',
    });
    expect(items.every((item) => item.shop === 'points')).toBe(true);
    const bad = await shopItems(
      portalRequest('/api/protected/points/shop/candy', { cookie: demoCookie }),
      segment({ shop: 'candy' }),
    );
    expect(bad.status).toBe(400);
  });

  it('buys once per idempotency key: a retry answers the first result and spends nothing more', async () => {
    const before = await summaryOf(demoCookie);
    const body = { itemId: latte.id, idempotencyKey: key() };
    const first = await buyPoints(
      portalPost('/api/protected/points/submitPointShopPurchase', body, { cookie: demoCookie }),
    );
    expect(first.status).toBe(200);
    const result = shopPurchaseResultSchema.parse(await first.json());
    expect(result).toMatchObject({ replayed: false, gift: { status: 'active', source: 'points-shop' } });
    expect(result.balances.point).toBe(before.points - 1000);

    const retry = await buyPoints(
      portalPost('/api/protected/points/submitPointShopPurchase', body, { cookie: demoCookie }),
    );
    expect(retry.status).toBe(200);
    const replayed = shopPurchaseResultSchema.parse(await retry.json());
    expect(replayed).toMatchObject({ replayed: true, orderId: result.orderId });
    expect((await summaryOf(demoCookie)).points).toBe(before.points - 1000);

    const giftList = giftsSchema.parse(
      await (await gifts(portalRequest('/api/protected/gift', { cookie: demoCookie }))).json(),
    );
    expect(giftList.gifts.filter((gift) => gift.id === result.gift.id)).toHaveLength(1);
    expect(giftList.gifts[0]?.redeemCode).toBe(result.gift.redeemCode);
  });

  it('refuses a purchase the balance does not cover (409, translated key), spending nothing', async () => {
    const before = await summaryOf(demoCookie);
    const response = await buyReward(
      portalPost(
        '/api/protected/points/submitRewardShopPurchase',
        { itemId: yacht.id, idempotencyKey: key() },
        { cookie: demoCookie },
      ),
    );
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ message: 'ledger.insufficient.balance' });
    expect((await summaryOf(demoCookie)).points).toBe(before.points);
  });

  it('is 404 for an item of the other shop', async () => {
    const response = await buyReward(
      portalPost(
        '/api/protected/points/submitRewardShopPurchase',
        { itemId: latte.id, idempotencyKey: key() },
        { cookie: demoCookie },
      ),
    );
    expect(response.status).toBe(404);
  });

  it('is 400 on a bad body, 401 without a session, 403 from another site', async () => {
    const bad = await buyPoints(
      portalPost(
        '/api/protected/points/submitPointShopPurchase',
        { itemId: 'latte', idempotencyKey: 'no spaces allowed' },
        { cookie: demoCookie },
      ),
    );
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      issues: expect.arrayContaining([
        { path: 'body.itemId', message: 'shop.item.not.found' },
        { path: 'body.idempotencyKey', message: 'validation.idempotency.key' },
      ]),
    });
    const body = { itemId: latte.id, idempotencyKey: key() };
    expect((await buyPoints(portalPost('/api/protected/points/submitPointShopPurchase', body))).status).toBe(
      401,
    );
    const crossSite = await buyPoints(
      portalPost('/api/protected/points/submitPointShopPurchase', body, {
        cookie: demoCookie,
        origin: 'https://evil.example',
      }),
    );
    expect(crossSite.status).toBe(403);
  });
});

describe('activity and summary', () => {
  it('GET points/member answers balances and lifetime totals in hundredths', async () => {
    const summary = await summaryOf(demoCookie);
    expect(summary.earned).toBeGreaterThanOrEqual(2500);
    expect(summary.spent).toBeGreaterThanOrEqual(1000);
    expect(summary.points).toBe(summary.earned - summary.spent);
  });

  it('pages the points entries newest first, with hasMore', async () => {
    const first = await budget(
      portalRequest('/api/protected/activity/budget/points/1/1', { cookie: demoCookie }),
      segment({ creditType: 'points', page: '1', perPage: '1' }),
    );
    expect(first.status).toBe(200);
    const page = budgetActivityPageSchema.parse(await first.json());
    expect(page).toMatchObject({ page: 1, perPage: 1, hasMore: true });
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({ type: 'point', operation: 'spend', amount: -1000 });
    const second = budgetActivityPageSchema.parse(
      await (
        await budget(
          portalRequest('/api/protected/activity/budget/points/2/1', { cookie: demoCookie }),
          segment({ creditType: 'points', page: '2', perPage: '1' }),
        )
      ).json(),
    );
    expect(second.items[0]?.created_on).not.toBeUndefined();
    expect(second.items[0]).not.toEqual(page.items[0]);
  });

  it('lists the purchases the business recorded', async () => {
    const response = await purchases(
      portalRequest('/api/protected/activity/purchases/1/10', { cookie: demoCookie }),
      segment({ page: '1', perPage: '10' }),
    );
    expect(response.status).toBe(200);
    const page = purchaseActivityPageSchema.parse(await response.json());
    expect(page.items[0]).toMatchObject({ amount: 1250, items: [{ name: 'Flat white', quantity: 1 }] });
  });

  it('is 400 on bad page parameters or credit type', async () => {
    const cases: [typeof budget, string, Record<string, string>][] = [
      [
        budget,
        '/api/protected/activity/budget/points/0/10',
        { creditType: 'points', page: '0', perPage: '10' },
      ],
      [budget, '/api/protected/activity/budget/gold/1/10', { creditType: 'gold', page: '1', perPage: '10' }],
      [purchases, '/api/protected/activity/purchases/1/500', { page: '1', perPage: '500' }],
      [purchases, '/api/protected/activity/purchases/x/10', { page: 'x', perPage: '10' }],
    ];
    for (const [handler, path, params] of cases) {
      const response = await handler(portalRequest(path, { cookie: demoCookie }), segment(params));
      expect(response.status, path).toBe(400);
    }
  });
});

describe('friend referral', () => {
  it('answers the code and an absolute link on the portal’s own origin', async () => {
    const response = await friendReferral(
      portalRequest('/api/protected/member/friendReferral', { cookie: demoCookie }),
    );
    expect(response.status).toBe(200);
    const referral = (await response.json()) as { code: string; path: string; link: string };
    expect(referral.link).toBe(`http://localhost:3100${referral.path}`);
    expect(new URL(referral.link).searchParams.get('ref')).toBe(referral.code);
  });
});

describe('isolation', () => {
  it('another business’s member gets 404 for this business’s items, and never sees its gifts', async () => {
    const foreignBuy = await buyPoints(
      portalPost(
        '/api/protected/points/submitPointShopPurchase',
        { itemId: latte.id, idempotencyKey: key() },
        { ...NORTHWIND, cookie: northwindCookie },
      ),
    );
    expect(foreignBuy.status).toBe(404);
    expect(await foreignBuy.json()).toMatchObject({ message: 'shop.item.not.found' });

    const foreignItems = shopItemsSchema.parse(
      await (
        await shopItems(
          portalRequest('/api/protected/points/shop/points', { ...NORTHWIND, cookie: northwindCookie }),
          segment({ shop: 'points' }),
        )
      ).json(),
    );
    expect(foreignItems.items.map((item) => item.id)).not.toContain(latte.id);

    const demoGiftIds = giftsSchema
      .parse(await (await gifts(portalRequest('/api/protected/gift', { cookie: demoCookie }))).json())
      .gifts.map((gift) => gift.id);
    const foreignGifts = giftsSchema.parse(
      await (
        await gifts(portalRequest('/api/protected/gift', { ...NORTHWIND, cookie: northwindCookie }))
      ).json(),
    );
    expect(foreignGifts.gifts.some((gift) => demoGiftIds.includes(gift.id))).toBe(false);
    const foreignActivity = budgetActivityPageSchema.parse(
      await (
        await budget(
          portalRequest('/api/protected/activity/budget/points/1/100', {
            ...NORTHWIND,
            cookie: northwindCookie,
          }),
          segment({ creditType: 'points', page: '1', perPage: '100' }),
        )
      ).json(),
    );
    expect(foreignActivity.items.some((entry) => entry.amount === -1000)).toBe(false);
  });

  it.each([
    ['gift', gifts, {}],
    ['points/member', pointsSummary, {}],
    ['member/friendReferral', friendReferral, {}],
    ['points/shop/points', shopItems, { shop: 'points' }],
    ['activity/purchases/1/10', purchases, { page: '1', perPage: '10' }],
  ] as const)(
    'GET %s is 401 without a session and for another business’s session',
    async (path, handler, params) => {
      const url = `/api/protected/${path}`;
      expect((await handler(portalRequest(url), segment(params))).status).toBe(401);
      expect((await handler(portalRequest(url, { cookie: northwindCookie }), segment(params))).status).toBe(
        401,
      );
    },
  );
});
