/**
 * Purchase throughput: 50 members buying through the portal's BFF in parallel, or straight at the API (as many members,
 * or one member from every connection), at the bench's concurrency, each request a new purchase intent (its own
 * idempotency key), against one shop item with unlimited stock. Afterwards, once
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
  memberSummarySchema,
  pointsSummarySchema,
  shopPurchaseResultSchema,
  signInResultSchema,
  temporaryTokenSchema,
  type ShopPurchaseRequest,
} from '@loyalty/contract';
import { watchOtherCpu } from './cpu-noise';
import { loadFigures, type LoadFigures, type LoadSettings } from './load';
import { sessionHeaders } from './resolve-targets';
import { nextAuthSignIn, type MemberSession } from './sign-in';
import type { BenchStack } from './stack';
import { BUSINESS_ID } from './targets';

const PURCHASE_PATH = '/api/protected/points/submitPointShopPurchase';
const API_PURCHASE_PATH = '/v1/member/shop/points/purchase';
/** Members of the many-members run (the budget's "50 members buying in parallel"). */
const MANY_MEMBERS = 50;
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

const apiHeaders = (stack: BenchStack) => ({
  authorization: `Bearer ${stack.serviceToken}`,
  [BUSINESS_ID_HEADER]: BUSINESS_ID,
});

/**
 * A new member of the demo business with an API session: imported by the admin API, then signed in with a
 * sign-in link's temporary token, giving consent (as a member following such a link does).
 */
async function importedMember(stack: BenchStack, email: string): Promise<{ id: string; token: string }> {
  const member = memberSummarySchema.parse(await admin(stack, '/members', { email }));
  const { token } = temporaryTokenSchema.parse(
    await admin(stack, `/members/${encodeURIComponent(member.id)}/temporary-token`, {}),
  );
  return { id: member.id, token };
}

async function newApiMember(stack: BenchStack, email: string): Promise<MemberSession> {
  const member = await importedMember(stack, email);
  const claims = await call(
    `${stack.apiUrl}/v1/auth/consent`,
    {
      method: 'POST',
      headers: { ...apiHeaders(stack), 'content-type': 'application/json' },
      body: JSON.stringify({ comoMemberId: member.id, ticket: member.token }),
    },
    (json) => signInResultSchema.parse(json),
  );
  return { cookie: '', claims };
}

/** The member's points and gift count, read from the API as the portal reads them. */
async function books(stack: BenchStack, session: MemberSession) {
  const headers = { ...apiHeaders(stack), ...sessionHeaders('api', session) };
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

interface Buyers {
  url: string;
  /** The members buying, in turn, one per request. */
  members: MemberSession[];
  headers: (member: MemberSession) => Record<string, string>;
}

function run(
  buyers: Buyers,
  itemId: string,
  connections: number,
  seconds: number,
  acknowledged: Set<string>,
) {
  let turn = 0;
  return autocannon({
    url: buyers.url,
    method: 'POST',
    connections,
    duration: seconds,
    timeout: 10,
    requests: [
      {
        setupRequest: (request) => {
          const member = buyers.members[turn++ % buyers.members.length]!;
          const body: ShopPurchaseRequest = { itemId, idempotencyKey: randomUUID().replaceAll('-', '') };
          return {
            ...request,
            headers: { ...buyers.headers(member), 'content-type': 'application/json' },
            body: JSON.stringify(body),
          };
        },
        onResponse: (status, body) => {
          if (status >= 200 && status < 300)
            acknowledged.add(shopPurchaseResultSchema.parse(JSON.parse(body)).gift.id);
        },
      },
    ],
  });
}

async function newBenchItem(stack: BenchStack): Promise<string> {
  const item = await admin(stack, '/shop/items', {
    shop: 'points',
    priceType: 'point',
    name: `Bench espresso ${Date.now()}`,
    price: PRICE,
  });
  if (!item.id) throw new Error('the admin API did not answer the new shop item');
  return item.id;
}

const award = (stack: BenchStack, memberRef: string) =>
  admin(stack, `/members/${encodeURIComponent(memberRef)}/points/adjust`, {
    type: 'point',
    amount: AWARD,
    note: 'bench purchase test',
  });

/** {@link MANY_MEMBERS} new members, signed in by `signIn`, each awarded enough points for any run. */
async function fundedMembers(
  stack: BenchStack,
  prefix: string,
  signIn: (stack: BenchStack, email: string) => Promise<MemberSession>,
): Promise<MemberSession[]> {
  const run = Date.now().toString(36);
  const members: MemberSession[] = [];
  for (let i = 0; i < MANY_MEMBERS; i += 1) {
    const member = await signIn(stack, `${prefix}-${run}-${i}@example.com`);
    await award(stack, member.claims.comoMemberId);
    members.push(member);
  }
  return members;
}

/** The load against `buyers`, then the books of every buyer checked against what was acknowledged. */
async function measurePurchaseLoad(
  stack: BenchStack,
  buyers: Buyers,
  itemId: string,
  settings: LoadSettings,
): Promise<PurchaseFigures> {
  const before = await Promise.all(buyers.members.map((member) => books(stack, member)));
  const acknowledged = new Set<string>();
  let succeeded = 0;
  let runs = 0;
  /** Requests the load generator gave up on (timeouts, connection errors): the server may still have made them. */
  let abandoned = 0;
  if (settings.warmupSeconds > 0) {
    const warm = await run(buyers, itemId, settings.connections, settings.warmupSeconds, acknowledged);
    succeeded += warm['2xx'];
    abandoned += warm.errors;
    runs += 1;
  }
  const otherCpu = watchOtherCpu();
  const result = await run(buyers, itemId, settings.connections, settings.seconds, acknowledged);
  const othersShare = otherCpu();
  succeeded += result['2xx'];
  abandoned += result.errors;
  runs += 1;

  let balanceDrop = 0;
  let expectedDrop = 0;
  const granted = new Set<string>();
  for (const [index, member] of buyers.members.entries()) {
    const after = await settledBooks(stack, member);
    const earlier = before[index]!;
    const fresh = [...after.giftIds].filter((id) => !earlier.giftIds.has(id));
    balanceDrop += earlier.points - after.points;
    expectedDrop += fresh.length * PRICE;
    for (const id of fresh) granted.add(id);
  }
  const giftsGranted = granted.size;
  const missing = [...acknowledged].filter((id) => !granted.has(id)).length;
  const finishedAfterCutoff = giftsGranted - (acknowledged.size - missing);
  const beyondCutoff = Math.max(0, finishedAfterCutoff - settings.connections * runs - abandoned);
  return {
    ...loadFigures(result, othersShare),
    succeeded,
    balanceDrop,
    expectedDrop,
    giftsGranted,
    finishedAfterCutoff,
    lostUpdates:
      Math.abs(balanceDrop - expectedDrop) + missing + beyondCutoff + Math.abs(succeeded - acknowledged.size),
  };
}

/**
 * A new member of the demo business signed in to the portal: imported by the admin API, then signed in through
 * next-auth's consent provider with a sign-in link's temporary token (as a member following such a link does).
 */
async function newPortalMember(stack: BenchStack, email: string): Promise<MemberSession> {
  const member = await importedMember(stack, email);
  return nextAuthSignIn(stack, 'consent', {
    comoMemberId: member.id,
    businessId: BUSINESS_ID,
    ticket: member.token,
    callbackUrl: stack.portalUrl('/'),
  });
}

/** The shop item and the 50 signed-in, funded members that the BFF purchase loads buy with. */
export interface BffBuyers {
  itemId: string;
  buyers: Buyers;
}

/**
 * 50 new members signed in to the portal and funded for any number of runs, and a shop item: made once, so that
 * the purchase load can run in several rounds (budget-rounds.ts) without a sign-in between them.
 */
export async function prepareBffBuyers(stack: BenchStack): Promise<BffBuyers> {
  const itemId = await newBenchItem(stack);
  const members = await fundedMembers(stack, 'bench-bff', newPortalMember);
  const origin = stack.portalUrl('').replace(/\/$/, '');
  return {
    itemId,
    buyers: {
      url: stack.portalUrl(PURCHASE_PATH),
      members,
      headers: (member) => ({ ...sessionHeaders('portal', member), origin }),
    },
  };
}

/**
 * 50 members buying through the BFF in parallel, as the shop page does (each request the next member in turn):
 * what the BFF's own cost allows, where one member buying from every connection would measure that member's
 * balance lock (the API's one-member row does).
 */
export async function measurePurchases(
  stack: BenchStack,
  prepared: BffBuyers,
  settings: LoadSettings,
): Promise<PurchaseFigures> {
  return measurePurchaseLoad(stack, prepared.buyers, prepared.itemId, settings);
}

export interface ApiPurchaseFigures {
  manyMembers: PurchaseFigures;
  oneMember: PurchaseFigures;
}

/**
 * Straight at the API, as a till or the BFF calls it: 50 new members buying in parallel (each request the next
 * member in turn), then the first of them buying from every connection at once (all queueing on one balance lock).
 */
export async function measureApiPurchases(
  stack: BenchStack,
  settings: LoadSettings,
): Promise<ApiPurchaseFigures> {
  const itemId = await newBenchItem(stack);
  const members = await fundedMembers(stack, 'bench', newApiMember);
  const buyers = (some: MemberSession[]): Buyers => ({
    url: `${stack.apiUrl}${API_PURCHASE_PATH}`,
    members: some,
    headers: (member) => ({ ...apiHeaders(stack), ...sessionHeaders('api', member) }),
  });
  const manyMembers = await measurePurchaseLoad(stack, buyers(members), itemId, settings);
  const oneMember = await measurePurchaseLoad(stack, buyers(members.slice(0, 1)), itemId, settings);
  return { manyMembers, oneMember };
}
