/**
 * `npm run test:reliability`: the local cluster (scripts/cluster/local-cluster.ts: a private PostgreSQL, two APIs,
 * two portals, HAProxy) under a fixed-rate load of member reads, purchases (a till's, through the API, and members'
 * in the points shop, through the portal) and sign-ins, while it SIGKILLs an API, restarts a portal and restarts
 * PostgreSQL. Then it checks, straight in the database:
 *   - no committed write lost: every purchase and shop order that was answered as done is there;
 *   - the ledger: every balance equals the sum of its entries, and stock is never negative (nor more sold than held);
 *   - every session signed in during the run is valid on every portal;
 *   - after each fault the errors stop within 10 s of the recovery.
 * and prints the figures. Not part of `npm test` (a few minutes). The portal must be built (`npm run build`).
 *
 * Flags: --rate <operations per second> (default 20), --base-port <n> (default 23100), --verbose.
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loyaltyApi, portalPaths } from '@loyalty/contract';
import pg from 'pg';
import { clusterPorts, startLocalCluster, type LocalCluster } from './cluster/local-cluster';

const { values: args } = parseArgs({
  options: {
    rate: { type: 'string', default: '20' },
    /** Every operation (kind, start, end, error, detail) as JSON, for a closer look. */
    results: { type: 'string' },
    'base-port': { type: 'string', default: '23100' },
    verbose: { type: 'boolean', default: false },
  },
});
const RATE = Number(args.rate);
const BUSINESS = 'reliability';
const MEMBERS = 24;
const INITIAL_STOCK = 120;
const REQUEST_TIMEOUT_MS = 5000;
/** Errors must have stopped this long after a fault's recovery. */
const RECOVERY_LIMIT_MS = 10_000;
const SESSION_COOKIE = /^(__Secure-)?next-auth\.session-token(\.\d+)?$/;

type OpKind = 'read' | 'till-purchase' | 'shop-purchase' | 'sign-in';
interface OpResult {
  kind: OpKind;
  start: number;
  end: number;
  /** A 5xx, a timeout or a refused connection; a 4xx answer (say, out of stock) is a correct answer. */
  error: boolean;
  detail: string;
}

interface Member {
  id: string;
  email: string;
  cookie?: string;
}

/** A contract path with its `:params` filled in. */
const pathOf = (route: { path: string }, params: Record<string, string>) =>
  route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** No answer within an operation's deadline (a fetch whose abort signal never fired). */
class NoAnswer extends Error {}

/**
 * `work`, or a NoAnswer after `ms`. AbortSignal.timeout alone was seen to leave a fetch pending for good after a
 * server restart (2 runs in 5 hung with no socket open); this timer is an ordinary one, so it always fires.
 */
function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new NoAnswer(`no answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

async function request(url: string, init: RequestInit = {}): Promise<Response> {
  return fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
}

async function adminCall<T>(cluster: LocalCluster, method: string, path: string, body?: unknown): Promise<T> {
  const res = await request(`${cluster.apiUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${cluster.adminToken}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

function cookiesOf(res: Response, pattern: RegExp): string[] {
  return res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => pattern.test(pair.slice(0, pair.indexOf('='))));
}

/** A member signs in the way a sign-in link does: an admin ticket, then next-auth's credentials callback. */
async function signIn(cluster: LocalCluster, portalBase: string, member: Member): Promise<string> {
  const { token } = await adminCall<{ token: string }>(
    cluster,
    'POST',
    pathOf(loyaltyApi.auth.temporaryToken, { businessId: BUSINESS, memberRef: member.email }),
    {},
  );
  const csrfRes = await request(`${portalBase}${portalPaths.nextAuth}/csrf`);
  if (csrfRes.status !== 200) throw new Error(`csrf: ${csrfRes.status}`);
  const { csrfToken } = (await csrfRes.json()) as { csrfToken: string };
  const callback = await request(`${portalBase}${portalPaths.nextAuth}/callback/temporaryToken`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: cookiesOf(csrfRes, /csrf-token$/).join('; '),
      origin: portalBase,
    },
    body: new URLSearchParams({
      temporaryToken: token,
      csrfToken,
      callbackUrl: `${portalBase}/`,
      json: 'true',
    }),
  });
  await callback.arrayBuffer();
  const session = cookiesOf(callback, SESSION_COOKIE);
  if (session.length === 0) throw new Error(`sign-in: no session cookie (status ${callback.status})`);
  return session.join('; ');
}

async function main(): Promise<void> {
  const ports = clusterPorts(Number.parseInt(args['base-port'] ?? '23100', 10));
  // Every request of the load comes from this machine: the per-IP sign-in limits would refuse the load itself.
  process.env.AUTH_CODE_REQUESTS_PER_IP = '100000';
  process.env.AUTH_CODE_CHECKS_PER_IP = '100000';
  // Requests for 127.0.0.1 (no business claims it) belong to the test's business.
  process.env.DEFAULT_BUSINESS_ID = BUSINESS;

  console.log('Starting the local cluster (private PostgreSQL, 2 APIs, 2 portals, HAProxy)…');
  process.on('SIGINT', () => process.exit(1));
  const started = Date.now();
  const cluster = await startLocalCluster({
    ports,
    verbose: args.verbose,
    progress: (step) => console.log(`  ${step}`),
  });
  // Ctrl-C (or a stuck run's watchdog) still stops every process the cluster started.
  const abort = (why: string) => {
    console.error(`\nStopping: ${why}`);
    void cluster.stop().finally(() => process.exit(1));
  };
  process.on('SIGINT', () => abort('interrupted'));
  process.on('SIGTERM', () => abort('terminated'));
  setTimeout(() => abort('the run took over 15 minutes'), 15 * 60_000).unref();
  console.log(`  up in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const portalBase = `http://127.0.0.1:${ports.portal}`;
  const db = new pg.Pool({ connectionString: cluster.databaseUrl, max: 2 });
  db.on('error', () => undefined);
  let failed = false;
  try {
    // --- set-up: a business, members with points, a shop item with little stock, signed-in sessions
    console.log('  setting up: a business, members with points, a shop item, sessions');
    await adminCall(cluster, 'POST', loyaltyApi.admin.businesses.create.path, {
      id: BUSINESS,
      name: 'Reliability Café',
    });
    const tag = randomBytes(3).toString('hex');
    const inserted = await db.query<{ id: string; email: string }>(
      `insert into members (business_id, short_id, email, has_consent)
       select $1, 'R' || $2 || i::text, 'member-' || $2 || '-' || i::text || '@example.com', true
       from generate_series(1, $3::int) as i returning id, email`,
      [BUSINESS, tag, MEMBERS],
    );
    const members: Member[] = inserted.rows.map((row) => ({ id: row.id, email: row.email }));
    for (const member of members) {
      await adminCall(
        cluster,
        'POST',
        pathOf(loyaltyApi.admin.ledger.adjust, { businessId: BUSINESS, memberRef: member.id }),
        {
          type: 'point',
          amount: 1_000_000,
        },
      );
    }
    const item = await adminCall<{ id: string }>(
      cluster,
      'POST',
      pathOf(loyaltyApi.admin.shop.create, { businessId: BUSINESS }),
      {
        shop: 'points',
        priceType: 'point',
        name: 'Reliability mug',
        price: 100,
        stock: INITIAL_STOCK,
      },
    );
    for (const member of members) member.cookie = await signIn(cluster, portalBase, member);

    // --- the load: one operation every 1/RATE s whatever the answers take (open loop)
    const results: OpResult[] = [];
    const tillPurchases: string[] = [];
    const shopOrders: string[] = [];
    const sessions: { member: Member; cookie: string }[] = members.map((m) => ({
      member: m,
      cookie: m.cookie!,
    }));
    let sequence = 0;
    const pick = () => members[sequence % members.length]!;

    async function operation(kind: OpKind): Promise<void> {
      const start = Date.now();
      results.push(
        await withDeadline(runOperation(kind, start), 3 * REQUEST_TIMEOUT_MS + 1000).catch(
          (caught: unknown): OpResult => ({
            kind,
            start,
            end: Date.now(),
            error: true,
            detail: String(caught),
          }),
        ),
      );
    }

    async function runOperation(kind: OpKind, start: number): Promise<OpResult> {
      const member = pick();
      let error: boolean;
      let detail: string;
      try {
        if (kind === 'read') {
          const res = await request(`${portalBase}${portalPaths.memberDetails}`, {
            headers: { cookie: member.cookie! },
          });
          await res.arrayBuffer();
          error = res.status >= 500 || res.status === 401;
          detail = String(res.status);
        } else if (kind === 'till-purchase') {
          const externalId = `R-${tag}-${sequence}`;
          const res = await request(
            `${cluster.apiUrl}${pathOf(loyaltyApi.admin.purchases.record, { businessId: BUSINESS })}`,
            {
              method: 'POST',
              headers: { authorization: `Bearer ${cluster.adminToken}`, 'content-type': 'application/json' },
              body: JSON.stringify({ member: member.id, amount: 1250, externalId }),
            },
          );
          await res.arrayBuffer();
          if (res.status === 201) tillPurchases.push(externalId);
          error = res.status >= 500;
          detail = String(res.status);
        } else if (kind === 'shop-purchase') {
          const idempotencyKey = `shop-${tag}-${sequence}`;
          const res = await request(`${portalBase}${portalPaths.pointShopPurchase}`, {
            method: 'POST',
            headers: { cookie: member.cookie!, 'content-type': 'application/json', origin: portalBase },
            body: JSON.stringify({ itemId: item.id, idempotencyKey }),
          });
          await res.arrayBuffer();
          if (res.status === 200) shopOrders.push(idempotencyKey);
          // Out of stock (409) is the right answer once the stock is gone.
          error = res.status >= 500 || res.status === 401;
          detail = String(res.status);
        } else {
          const cookie = await signIn(cluster, portalBase, member);
          member.cookie = cookie;
          sessions.push({ member, cookie });
          error = false;
          detail = 'ok';
        }
      } catch (caught) {
        error = true;
        detail =
          caught instanceof Error
            ? caught.cause instanceof Error
              ? caught.cause.message
              : caught.message
            : String(caught);
      }
      return { kind, start, end: Date.now(), error, detail };
    }

    const mix: OpKind[] = [
      'read',
      'read',
      'read',
      'read',
      'read',
      'till-purchase',
      'till-purchase',
      'shop-purchase',
      'shop-purchase',
      'sign-in',
    ];
    const inFlight = new Set<Promise<void>>();
    const ticker = setInterval(() => {
      sequence += 1;
      const op = operation(mix[sequence % mix.length]!);
      inFlight.add(op);
      void op.finally(() => inFlight.delete(op));
    }, 1000 / RATE);

    interface Fault {
      name: string;
      start: number;
      recovered: number;
      /** When the next fault (or the end) began: the window after recovery ends there. */
      until: number;
    }
    const faults: Fault[] = [];
    const log = (text: string) =>
      console.log(`  [${((Date.now() - loadStart) / 1000).toFixed(1).padStart(6)} s] ${text}`);
    const loadStart = Date.now();
    log(
      `load running: ${RATE} operations/s (50 % member reads, 20 % till purchases, 20 % shop purchases, 10 % sign-ins)`,
    );
    await sleep(15_000);

    /** A fault begins now; the window after its recovery lasts until the next one begins. */
    const begin = (name: string): Fault => {
      const fault = { name, start: Date.now(), recovered: 0, until: 0 };
      const previous = faults.at(-1);
      if (previous) previous.until = fault.start;
      faults.push(fault);
      log(name);
      return fault;
    };

    // Nothing to wait for: the other API serves at once (HAProxy retries refused connections elsewhere and
    // takes the dead server out after two failed checks).
    let fault = begin('SIGKILL an API');
    cluster.killApi(0);
    fault.recovered = Date.now();
    await sleep(15_000);

    fault = begin('killed API started');
    await cluster.startApi(0);
    fault.recovered = Date.now();
    log('  api1 ready');
    await sleep(15_000);

    fault = begin('restart a portal');
    await cluster.restartPortal(1);
    fault.recovered = Date.now();
    log('  portal2 ready');
    await sleep(20_000);

    fault = begin('restart PostgreSQL');
    await cluster.restartPostgres();
    fault.recovered = Date.now();
    log('  PostgreSQL accepting connections');
    await sleep(20_000);
    fault.until = Date.now();

    clearInterval(ticker);
    await withDeadline(Promise.all(inFlight), 4 * REQUEST_TIMEOUT_MS).catch(() => undefined);
    log('load stopped; checking');

    // --- checks
    const problems: string[] = [];
    const count = async (query: string, params: unknown[]) =>
      Number((await db.query<{ n: string }>(query, params)).rows[0]?.n ?? 0);

    const foundPurchases = await count(
      'select count(*) as n from purchases where business_id = $1 and external_id = any($2::text[])',
      [BUSINESS, tillPurchases],
    );
    if (foundPurchases !== tillPurchases.length)
      problems.push(`purchases answered 201: ${tillPurchases.length}, in the database: ${foundPurchases}`);
    const foundOrders = await count(
      'select count(*) as n from shop_orders where business_id = $1 and idempotency_key = any($2::text[])',
      [BUSINESS, shopOrders],
    );
    if (foundOrders !== shopOrders.length)
      problems.push(`shop orders answered 200: ${shopOrders.length}, in the database: ${foundOrders}`);
    const badBalances = await count(
      `select count(*) as n from member_balances b where b.business_id = $1 and b.balance <>
         (select coalesce(sum(e.amount), 0) from ledger_entries e where e.member_id = b.member_id and e.type = b.type)`,
      [BUSINESS],
    );
    if (badBalances > 0) problems.push(`${badBalances} balances differ from the sum of their ledger entries`);
    const stockRow = (
      await db.query<{ stock: number | null }>('select stock from shop_items where id = $1', [item.id])
    ).rows[0];
    const ordersOfItem = await count('select count(*) as n from shop_orders where item_id = $1', [item.id]);
    const stock = stockRow?.stock ?? null;
    if (stock === null || stock < 0) problems.push(`stock is ${stock}`);
    else if (stock !== INITIAL_STOCK - ordersOfItem)
      problems.push(`stock ${stock} but ${ordersOfItem} sold of ${INITIAL_STOCK}`);

    let sessionChecks = 0;
    let sessionFailures = 0;
    for (const { cookie } of sessions) {
      for (const portal of cluster.portals) {
        const status = await withDeadline(
          request(`${portal.url}${portalPaths.memberDetails}`, { headers: { cookie } }).then(async (res) => {
            await res.arrayBuffer();
            return res.status;
          }),
          2 * REQUEST_TIMEOUT_MS,
        ).catch(() => 0);
        sessionChecks += 1;
        if (status !== 200) sessionFailures += 1;
      }
    }
    if (sessionFailures > 0) problems.push(`${sessionFailures} of ${sessionChecks} session checks failed`);

    if (args.results) writeFileSync(args.results, JSON.stringify({ loadStart, faults, results }, null, 1));

    // --- figures
    const errorsIn = (from: number, to: number) =>
      results.filter((r) => r.error && r.end >= from && r.end < to);
    const requestsIn = (from: number, to: number) =>
      results.filter((r) => r.end >= from && r.end < to).length;
    console.log('\nReliability figures');
    console.log(
      `  operations: ${results.length} in ${((Date.now() - loadStart) / 1000).toFixed(0)} s at ${RATE}/s`,
    );
    for (const kind of ['read', 'till-purchase', 'shop-purchase', 'sign-in'] as const) {
      const ofKind = results.filter((r) => r.kind === kind);
      console.log(
        `    ${kind.padEnd(14)} ${String(ofKind.length).padStart(5)} (errors ${ofKind.filter((r) => r.error).length})`,
      );
    }
    console.log(`  errors before the first fault: ${errorsIn(0, faults[0]!.start).length}`);
    console.log(
      '  fault                 duration  requests  errors during  errors after  errors back to 0 after recovery',
    );
    for (const fault of faults) {
      const during = errorsIn(fault.start, fault.recovered);
      const after = errorsIn(fault.recovered, fault.until);
      const lastError = after.reduce((latest, r) => Math.max(latest, r.end), fault.recovered);
      const back = lastError - fault.recovered;
      console.log(
        `  ${fault.name.padEnd(20)} ${((fault.recovered - fault.start) / 1000).toFixed(1).padStart(7)} s ${String(requestsIn(fault.start, fault.until)).padStart(9)} ${String(during.length).padStart(14)} ${String(after.length).padStart(13)}  ${(back / 1000).toFixed(1)} s`,
      );
      const kinds = [...new Set([...during, ...after].map((r) => `${r.kind}: ${r.detail}`))].slice(0, 4);
      if (kinds.length > 0) console.log(`      (${kinds.join('; ')})`);
      if (back > RECOVERY_LIMIT_MS)
        problems.push(`${fault.name}: errors went on ${(back / 1000).toFixed(1)} s after recovery`);
    }
    console.log(
      `  writes answered as done: ${tillPurchases.length} till purchases, ${shopOrders.length} shop orders; all in the database: ${foundPurchases === tillPurchases.length && foundOrders === shopOrders.length ? 'yes' : 'NO'}`,
    );
    console.log(
      `  ledger: ${badBalances} balances off their entries; stock ${stock} = ${INITIAL_STOCK} − ${ordersOfItem} sold`,
    );
    console.log(
      `  sessions: ${sessions.length} signed in, ${sessionChecks - sessionFailures}/${sessionChecks} valid on every portal`,
    );
    if (problems.length > 0) {
      failed = true;
      console.log(`\nFAILED:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    } else {
      console.log(
        '\nPASSED: nothing lost, ledger consistent, sessions valid everywhere, errors stopped within 10 s of every recovery.',
      );
    }
  } catch (error) {
    failed = true;
    console.error(error);
  } finally {
    await db.end().catch(() => undefined);
    await cluster.stop();
  }
  process.exit(failed ? 1 : 0);
}

await main();
