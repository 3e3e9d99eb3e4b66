/**
 * Purchase throughput (issue 5): members buying through the portal's BFF at the bench's concurrency, each request
 * a new purchase intent (its own idempotency key), against one shop item with unlimited stock. Afterwards the
 * books are checked: the balance fell by exactly price × successful purchases and exactly that many gifts were
 * granted, so no update was lost or doubled.
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import {
  BUSINESS_ID_HEADER,
  giftsSchema,
  pointsSummarySchema,
  type ShopPurchaseRequest,
} from '@loyalty/contract';
import { watchOtherCpu } from './cpu-noise';
import type { LoadFigures, LoadSettings } from './load';
import { sessionHeaders } from './resolve-targets';
import type { MemberSession } from './sign-in';
import type { BenchStack } from './stack';
import { BUSINESS_ID, DEMO_MEMBER } from './targets';

export const PURCHASE_PATH = '/api/protected/points/submitPointShopPurchase';
/** Hundredths of a point: small, so that one award covers any run. */
const PRICE = 1;
const AWARD = 50_000_000;

export interface PurchaseFigures extends LoadFigures {
  /** 2xx answers, warm-up included (the books are checked over both). */
  succeeded: number;
  balanceDrop: number;
  expectedDrop: number;
  giftsGranted: number;
  /** |balance drop − price × successes| + |gifts granted − successes|: 0 means nothing lost or doubled. */
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
  return { points: points.points, gifts: gifts.gifts.length };
}

function run(
  stack: BenchStack,
  session: MemberSession,
  itemId: string,
  connections: number,
  seconds: number,
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

  let succeeded = 0;
  if (settings.warmupSeconds > 0) {
    const warm = await run(stack, session, item.id, settings.connections, settings.warmupSeconds);
    succeeded += warm['2xx'];
  }
  const otherCpu = watchOtherCpu();
  const result = await run(stack, session, item.id, settings.connections, settings.seconds);
  const othersShare = otherCpu();
  succeeded += result['2xx'];

  const after = await books(stack, session);
  const balanceDrop = before.points - after.points;
  const expectedDrop = succeeded * PRICE;
  const giftsGranted = after.gifts - before.gifts;
  const statusCodes: Record<string, number> = {};
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) {
    if (!code.startsWith('2')) statusCodes[code] = stats.count ?? 0;
  }
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors,
    non2xx: result.non2xx,
    statusCodes,
    otherCpu: othersShare,
    succeeded,
    balanceDrop,
    expectedDrop,
    giftsGranted,
    lostUpdates: Math.abs(balanceDrop - expectedDrop) + Math.abs(giftsGranted - succeeded),
  };
}
