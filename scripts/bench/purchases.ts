/**
 * Purchase throughput: members buying through the portal's BFF at the bench's concurrency, each request
 * a new purchase intent (its own idempotency key), against one shop item with unlimited stock. Afterwards, once
 * the server has finished what the load generator left in flight when its time ran out, the books are checked:
 * every acknowledged purchase is among the member's gifts, the balance fell by exactly price × gifts granted,
 * and no more purchases were granted than were acknowledged plus those cut off in flight (one per connection
 * and run). Anything else is a lost or doubled update.
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import {
  BUSINESS_ID_HEADER,
  giftsSchema,
  pointsSummarySchema,
  shopPurchaseResultSchema,
  type ShopPurchaseRequest,
} from '@loyalty/contract';
import { watchOtherCpu } from './cpu-noise';
import { loadFigures, type LoadFigures, type LoadSettings } from './load';
import { sessionHeaders } from './resolve-targets';
import type { MemberSession } from './sign-in';
import type { BenchStack } from './stack';
import { BUSINESS_ID, DEMO_MEMBER } from './targets';

const PURCHASE_PATH = '/api/protected/points/submitPointShopPurchase';
/** Hundredths of a point: small, so that one award covers any run. */
const PRICE = 1;
const AWARD = 50_000_000;

export interface PurchaseFigures extends LoadFigures {
  /** 2xx answers, warm-up included (the books are checked over both). */
  succeeded: number;
  balanceDrop: number;
  /** Price × gifts granted: what the balance must have fallen by. */
  expectedDrop: number;
  giftsGranted: number;
  /**
   * Purchases the server completed without the load generator seeing the answer: at most one per connection and
   * run (in flight when its time ran out) plus one per request it gave up on (timeouts, dropped connections).
   */
  finishedAfterCutoff: number;
  /**
   * |balance drop − price × gifts granted| + acknowledged purchases missing from the gifts + purchases granted
   * beyond those acknowledged or cut off in flight: 0 means nothing was lost or doubled.
   */
  lostUpdates: number;
}

async function call<T>(url: string, init: RequestInit, parse: (body: unknown) => T): Promise<T> {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
  const text = await res.text();
  if (!res.ok)
    throw new Error(`${init.method ?? 'GET'} ${url} answered ${res.status}: ${text.slice(0, 200)}`);
  return parse(JSON.parse(text));
}

function admin(stack: BenchStack, path: string, body: unknown) {
  return call(
    `${stack.apiUrl}/admin/v1/businesses/${BUSINESS_ID}${path}`,
    {
      method: 'POST',
      headers: { authorization: `Bearer ${stack.adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
    (json) => json as { id?: string },
  );
}

/** The member's points and gift count, read from the API as the portal reads them. */
async function books(stack: BenchStack, session: MemberSession) {
  const headers = {
    authorization: `Bearer ${stack.serviceToken}`,
    [BUSINESS_ID_HEADER]: BUSINESS_ID,
    ...sessionHeaders('api', session),
  };
  const points = await call(`${stack.apiUrl}/v1/member/points`, { headers }, (j) =>
    pointsSummarySchema.parse(j),
  );
  const gifts = await call(`${stack.apiUrl}/v1/member/gifts`, { headers }, (j) => giftsSchema.parse(j));
  return { points: points.points, giftIds: new Set(gifts.gifts.map((g) => g.id)) };
}

type Books = Awaited<ReturnType<typeof books>>;

/**
 * The books once the server is quiet: autocannon stops counting at its deadline but the requests it had in
 * flight still complete on the server, so read until two reads half a second apart agree (at most 30 s).
 */
async function settledBooks(stack: BenchStack, session: MemberSession): Promise<Books> {
  let last = await books(stack, session);
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const next = await books(stack, session);
    if (next.points === last.points && next.giftIds.size === last.giftIds.size) return next;
    last = next;
  }
  throw new Error('the books did not settle within 30 s of the load test');
}

function run(
  stack: BenchStack,
  session: MemberSession,
  itemId: string,
  connections: number,
  seconds: number,
  acknowledged: Set<string>,
) {
  return autocannon({
    url: stack.portalUrl(PURCHASE_PATH),
    method: 'POST',
    headers: {
      ...sessionHeaders('portal', session),
      origin: stack.portalUrl('').replace(/\/$/, ''),
      'content-type': 'application/json',
    },
    connections,
    duration: seconds,
    timeout: 10,
    requests: [
      {
        setupRequest: (request) => {
          const body: ShopPurchaseRequest = { itemId, idempotencyKey: randomUUID().replaceAll('-', '') };
          return { ...request, body: JSON.stringify(body) };
        },
        onResponse: (status, body) => {
          if (status >= 200 && status < 300)
            acknowledged.add(shopPurchaseResultSchema.parse(JSON.parse(body)).gift.id);
        },
      },
    ],
  });
}

export async function measurePurchases(
  stack: BenchStack,
  session: MemberSession,
  settings: LoadSettings,
): Promise<PurchaseFigures> {
  const item = await admin(stack, '/shop/items', {
    shop: 'points',
    priceType: 'point',
    name: `Bench espresso ${Date.now()}`,
    price: PRICE,
  });
  if (!item.id) throw new Error('the admin API did not answer the new shop item');
  await admin(stack, `/members/${encodeURIComponent(DEMO_MEMBER)}/points/adjust`, {
    type: 'point',
    amount: AWARD,
    note: 'bench purchase test',
  });
  const before = await books(stack, session);

  const acknowledged = new Set<string>();
  let succeeded = 0;
  let runs = 0;
  /** Requests the load generator gave up on (timeouts, connection errors): the server may still have made them. */
  let abandoned = 0;
  if (settings.warmupSeconds > 0) {
    const warm = await run(
      stack,
      session,
      item.id,
      settings.connections,
      settings.warmupSeconds,
      acknowledged,
    );
    succeeded += warm['2xx'];
    abandoned += warm.errors;
    runs += 1;
  }
  const otherCpu = watchOtherCpu();
  const result = await run(stack, session, item.id, settings.connections, settings.seconds, acknowledged);
  const othersShare = otherCpu();
  succeeded += result['2xx'];
  abandoned += result.errors;
  runs += 1;

  const after = await settledBooks(stack, session);
  const granted = [...after.giftIds].filter((id) => !before.giftIds.has(id));
  const balanceDrop = before.points - after.points;
  const expectedDrop = granted.length * PRICE;
  const missing = [...acknowledged].filter((id) => !after.giftIds.has(id)).length;
  const finishedAfterCutoff = granted.length - (acknowledged.size - missing);
  const beyondCutoff = Math.max(0, finishedAfterCutoff - settings.connections * runs - abandoned);
  return {
    ...loadFigures(result, othersShare),
    succeeded,
    balanceDrop,
    expectedDrop,
    giftsGranted: granted.length,
    finishedAfterCutoff,
    lostUpdates:
      Math.abs(balanceDrop - expectedDrop) + missing + beyondCutoff + Math.abs(succeeded - acknowledged.size),
  };
}
