/**
 * `npm run test:security`: an in-process loyalty API on a fresh demo database, attacked from the route table.
 *
 * 1. Access matrix: every protected route × every wrong principal (nobody, another member of the same business,
 *    a member of another business, a member header forged over another session, another business's API key),
 *    with path parameters naming the victim's objects. A leak is a 2xx whose body carries one of the markers
 *    planted in the victim's data.
 * 2. Bad input: every route × wrong types per body field, 1 MB and 10 MB bodies, deep JSON, NaN, negative and
 *    huge amounts, unicode, SQL and script metacharacters, odd path parameters. Any 5xx counts.
 * 3. One-time codes: the same answer for known and unknown identifiers in similar time; a code dies after the
 *    documented number of wrong tries.
 * 4. The portal's backend-for-frontend, from its route table (bff.ts): the same access matrix and bad input
 *    against the built stack of `npm start` (built first when the sources changed).
 * 5. `npm audit --audit-level=high` over the production dependencies (listed with their versions in
 *    test-results/production-dependencies.txt). A registry without the audit endpoint is reported as such.
 * Prints the figures; exits 1 when any check fails. Not part of `npm test` (it takes a few minutes).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import {
  BUSINESS_ID_HEADER,
  CLIENT_IP_HEADER,
  MEMBER_ID_HEADER,
  OTP_MAX_ATTEMPTS,
  adminScopes,
  apiKeyCreatedSchema,
  listRoutes,
  loyaltyApi,
  pathOf,
  pathParamNames,
  type RouteDefinition,
  type SignInResult,
} from '@loyalty/contract';
import {
  DEMO_BUSINESS_ID,
  DEMO_MEMBER_EMAIL,
  NORTHWIND_BUSINESS_ID,
  NORTHWIND_MEMBER_EMAIL,
  members,
} from '@loyalty/db';
import { eq } from 'drizzle-orm';
import {
  memberSessionHeaders,
  openTestSession,
  readLatestCode,
  signInMember,
  solveCaptcha,
  startTestApi,
  type TestApi,
} from '@loyalty/api/testing';
import { bffChecks, type Failure } from './bff';

const MARKER = 'VICTIM-7Q9X';
const UUID_NOWHERE = '00000000-0000-4000-8000-000000000000';

type Headers = Record<string, string>;
const failures: Failure[] = [];
let requests = 0;

async function send(api: TestApi, method: string, url: string, headers: Headers, payload?: string | object) {
  requests += 1;
  return api.app.inject({
    method: method as 'GET',
    url,
    headers: payload === undefined ? headers : { 'content-type': 'application/json', ...headers },
    ...(payload === undefined ? {} : { payload }),
  });
}

const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });

async function admin(api: TestApi, method: string, url: string, body?: object) {
  const response = await send(api, method, url, bearer(api.adminToken), body);
  if (response.statusCode >= 300)
    throw new Error(`seeding ${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json() as Record<string, unknown>;
}

/** The victim: Bean & Leaf's demo member, with markers in their profile, gifts, messages and purchases. */
async function seedVictim(api: TestApi) {
  const victim = await signInMember(api, DEMO_MEMBER_EMAIL, { clientIp: '203.0.113.1' });
  const business = { businessId: DEMO_BUSINESS_ID };
  const gift = await admin(
    api,
    'POST',
    pathOf(loyaltyApi.admin.gifts.grant, { ...business, memberRef: DEMO_MEMBER_EMAIL }),
    { name: `${MARKER} gift` },
  );
  await admin(api, 'POST', pathOf(loyaltyApi.admin.messages.send, business), {
    audience: { type: 'members', members: [DEMO_MEMBER_EMAIL] },
    title: `${MARKER} title`,
    content: `${MARKER} content`,
  });
  await admin(api, 'POST', pathOf(loyaltyApi.admin.purchases.record, business), {
    member: DEMO_MEMBER_EMAIL,
    amount: 4321,
    externalId: `${MARKER}-receipt`,
    items: [{ name: `${MARKER} latte`, quantity: 1, unitPrice: 4321 }],
  });
  await api.db
    .update(members)
    .set({ firstName: `${MARKER}-first`, lastName: `${MARKER}-last` })
    .where(eq(members.id, victim.comoMemberId));
  return { victim, giftId: String(gift.id) };
}

/** Another member of the victim's business, signed in. */
async function seedAttacker(api: TestApi): Promise<SignInResult> {
  const [row] = await api.db
    .insert(members)
    .values({
      businessId: DEMO_BUSINESS_ID,
      shortId: 'ATTACKER1',
      email: 'attacker@example.com',
      firstName: 'Mallory',
      lastName: 'A',
    })
    .returning();
  return openTestSession(api.db, {
    id: row!.id,
    businessId: DEMO_BUSINESS_ID,
    email: row!.email,
    firstName: row!.firstName,
    lastName: row!.lastName,
  });
}

function fillPath(route: RouteDefinition, values: Record<string, string>): string {
  const params: Record<string, string> = {};
  for (const name of pathParamNames(route.path)) params[name] = values[name] ?? UUID_NOWHERE;
  return pathOf(route, params);
}

async function accessMatrix(api: TestApi) {
  const { victim, giftId } = await seedVictim(api);
  const attacker = await seedAttacker(api);
  const otherBusinessMember = await signInMember(api, NORTHWIND_MEMBER_EMAIL, {
    businessId: NORTHWIND_BUSINESS_ID,
    clientIp: '203.0.113.2',
  });
  const created = await send(
    api,
    'POST',
    pathOf(loyaltyApi.admin.apiKeys.create, { businessId: NORTHWIND_BUSINESS_ID }),
    bearer(api.adminToken),
    { scopes: [...adminScopes], label: 'attacker' },
  );
  const otherBusinessKey = apiKeyCreatedSchema.parse(created.json()).token;
  const values: Record<string, string> = {
    businessId: DEMO_BUSINESS_ID,
    memberRef: DEMO_MEMBER_EMAIL,
    giftId,
    sessionId: victim.sessionId,
    memberId: victim.comoMemberId,
  };
  const member = (session: SignInResult): Headers => ({
    ...bearer(api.serviceToken),
    ...memberSessionHeaders(session),
  });
  // Integration routes name the business and member in headers: the victim's, whoever calls.
  const victimHeaders: Headers = {
    [BUSINESS_ID_HEADER]: DEMO_BUSINESS_ID,
    [MEMBER_ID_HEADER]: victim.comoMemberId,
  };
  const principals: Record<string, (route: RouteDefinition) => Headers | undefined> = {
    guest: (route) => (route.auth === 'integration' ? victimHeaders : {}),
    'other member': (route) => (route.auth === 'member' ? member(attacker) : undefined),
    'forged member header': (route) =>
      route.auth === 'member' ? { ...member(attacker), [MEMBER_ID_HEADER]: victim.comoMemberId } : undefined,
    'other business member': (route) =>
      route.auth === 'member' || route.auth === 'business'
        ? { ...member(otherBusinessMember), [BUSINESS_ID_HEADER]: DEMO_BUSINESS_ID }
        : undefined,
    'other business key': (route) =>
      route.auth === 'admin'
        ? bearer(otherBusinessKey)
        : route.auth === 'integration'
          ? { ...bearer(otherBusinessKey), ...victimHeaders }
          : undefined,
  };
  /**
   * Principals that must be refused outright (any 2xx is a leak); another member of the same business may be
   * answered, with their own data only (a marker is a leak).
   */
  const answeredWithOwnData = (principal: string, route: RouteDefinition) =>
    principal === 'other member' || (principal === 'other business member' && route.auth === 'business');
  let checked = 0;
  let leaks = 0;
  const protectedRoutes = listRoutes(loyaltyApi).filter(({ route }) => route.auth !== 'public');
  for (const { name, route } of protectedRoutes) {
    const url = fillPath(route, values);
    for (const [principal, headersOf] of Object.entries(principals)) {
      const headers = headersOf(route);
      if (!headers) continue;
      checked += 1;
      const response = await send(api, route.method, url, headers, route.method === 'GET' ? undefined : {});
      if (response.statusCode >= 500)
        failures.push({ what: `5xx ${name} as ${principal}`, detail: response.body });
      const ok = response.statusCode >= 200 && response.statusCode < 300;
      if (ok && (response.body.includes(MARKER) || !answeredWithOwnData(principal, route))) {
        leaks += 1;
        failures.push({
          what: `leak ${name} as ${principal} (${response.statusCode})`,
          detail: response.body.slice(0, 300),
        });
      }
    }
  }
  // The matrix must be able to see a leak: the victim's own session reads the markers.
  const own = await send(api, 'GET', loyaltyApi.gifts.list.path, member(victim));
  if (!own.body.includes(MARKER))
    failures.push({ what: 'matrix self-check', detail: 'victim cannot see own marker' });
  return { routes: protectedRoutes.length, checked, leaks, victim };
}

type JsonSchema = { properties?: Record<string, JsonSchema>; type?: string | string[] };
const openApi = JSON.parse(readFileSync(new URL('../../docs/openapi.json', import.meta.url), 'utf8')) as {
  paths: Record<
    string,
    Record<string, { requestBody?: { content: Record<string, { schema: JsonSchema }> } }>
  >;
};
function bodyFields(route: RouteDefinition): string[] {
  const path = route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
  const schema =
    openApi.paths[path]?.[route.method.toLowerCase()]?.requestBody?.content['application/json']?.schema;
  return Object.keys(schema?.properties ?? {});
}

const weirdValues: unknown[] = [
  null,
  true,
  -1,
  -2147483649,
  1e308,
  0.1,
  '',
  ' ',
  "' OR 1=1 --",
  "'; DROP TABLE members; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '\u0000\u202e\ud83d\ude00\u05e9\u0627',
  '\ud800',
  'x'.repeat(100_000),
  [],
  [1, 'a', null],
  {},
  { $ne: null },
];
const weirdParams = [
  'x'.repeat(101),
  'x'.repeat(5_000),
  "' OR 1=1 --",
  '<script>',
  '..%2F..%2F',
  '%00',
  '%E0%A4%A',
  '\u202e\u05e9',
  '-1',
  'NaN',
  '1e999',
];

function deepJson(depth: number): string {
  return '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

const oneMb = JSON.stringify({ a: 'x'.repeat(1024 * 1024) });
const tenMb = JSON.stringify({ a: 'x'.repeat(10 * 1024 * 1024) });
const rawBodies = [
  oneMb,
  tenMb,
  deepJson(100),
  deepJson(10_000),
  '{"amount": NaN}',
  '{"amount": -Infinity}',
  '[]',
  '"string"',
  '12',
  'null',
  '{"__proto__": {"polluted": true}}',
  '{"constructor": {"prototype": {"polluted": true}}}',
  '\ufeff{}',
];

async function badInput(api: TestApi, victim: SignInResult) {
  const headersOf = (route: RouteDefinition): Headers => {
    switch (route.auth) {
      case 'admin':
        return bearer(api.adminToken);
      case 'integration':
        return {
          ...bearer(api.adminToken),
          [BUSINESS_ID_HEADER]: DEMO_BUSINESS_ID,
          [MEMBER_ID_HEADER]: victim.comoMemberId,
        };
      case 'member':
        return {
          ...bearer(api.serviceToken),
          ...memberSessionHeaders(victim),
          [CLIENT_IP_HEADER]: '198.18.0.1',
        };
      case 'public':
        return { [BUSINESS_ID_HEADER]: DEMO_BUSINESS_ID };
      default:
        return {
          ...bearer(api.serviceToken),
          [BUSINESS_ID_HEADER]: DEMO_BUSINESS_ID,
          [CLIENT_IP_HEADER]: '198.18.0.1',
        };
    }
  };
  const values = { businessId: DEMO_BUSINESS_ID, memberRef: DEMO_MEMBER_EMAIL };
  let serverErrors = 0;
  let shapeErrors = 0;
  const before = requests;
  const check = (what: string, response: { statusCode: number; body: string }) => {
    if (response.statusCode >= 500 && response.statusCode !== 503) {
      serverErrors += 1;
      failures.push({ what: `500 ${what}`, detail: response.body.slice(0, 200) });
    } else if (response.statusCode >= 400) {
      const body = (() => {
        try {
          return JSON.parse(response.body) as { code?: unknown; message?: unknown };
        } catch {
          return {};
        }
      })();
      if (typeof body.code !== 'string' || typeof body.message !== 'string') {
        shapeErrors += 1;
        failures.push({
          what: `error shape ${what} (${response.statusCode})`,
          detail: response.body.slice(0, 200),
        });
      }
    }
  };
  // Sessions revoked by a bad-input call would hide later member routes: destructive member routes go last.
  const routes = listRoutes(loyaltyApi).sort(
    (a, b) =>
      Number(/revoke|delete|signOut|logout/i.test(a.name)) -
      Number(/revoke|delete|signOut|logout/i.test(b.name)),
  );
  for (const { name, route } of routes) {
    const headers = headersOf(route);
    const url = fillPath(route, values);
    // Odd path parameters, one at a time.
    for (const param of pathParamNames(route.path)) {
      for (const value of weirdParams) {
        const odd = route.path.replace(/:([A-Za-z0-9_]+)/g, (_, p: string) =>
          p === param ? value : encodeURIComponent((values as Record<string, string>)[p] ?? UUID_NOWHERE),
        );
        check(`${name} param ${param}=${value.slice(0, 20)}`, await send(api, route.method, odd, headers));
      }
    }
    // Odd query strings.
    for (const query of [
      '?limit=-1',
      '?limit=NaN',
      '?offset=1e999',
      "?search=' OR 1=1 --",
      '?page[]=1&page[]=2',
    ]) {
      check(`${name} query ${query}`, await send(api, route.method, url + query, headers));
    }
    if (route.method === 'GET') continue;
    for (const raw of rawBodies) {
      check(
        `${name} raw body ${raw.slice(0, 30)}…(${raw.length})`,
        await send(api, route.method, url, headers, raw),
      );
    }
    for (const field of bodyFields(route)) {
      for (const value of weirdValues) {
        check(
          `${name} ${field}=${JSON.stringify(value)?.slice(0, 30)}`,
          await send(api, route.method, url, headers, { [field]: value }),
        );
      }
    }
  }
  return { requests: requests - before, serverErrors, shapeErrors, routes: routes.length };
}

async function oneTimeCodes(api: TestApi) {
  const service = { ...bearer(api.serviceToken), [BUSINESS_ID_HEADER]: DEMO_BUSINESS_ID };
  let ip = 0;
  const fromNewIp = () => ({ ...service, [CLIENT_IP_HEADER]: `198.19.${(ip >> 8) & 255}.${++ip & 255}` });
  const requestCode = async (identifier: string) => {
    const captcha = await solveCaptcha(api);
    const started = performance.now();
    const response = await send(api, 'POST', loyaltyApi.auth.requestCode.path, fromNewIp(), {
      identifier,
      captcha,
    });
    return { ms: performance.now() - started, status: response.statusCode, body: response.json() as object };
  };
  // Enumeration: known and unknown e-mail addresses, alternated, each address once (no resend wait). The known
  // ones are members of the business that asked for no code yet (the demo member did, signing in above).
  const known: number[] = [];
  const unknown: number[] = [];
  const answers = new Set<string>();
  const rounds = 15;
  await api.db.insert(members).values(
    Array.from({ length: rounds }, (_, i) => ({
      businessId: DEMO_BUSINESS_ID,
      shortId: `KNOWN${String(i).padStart(3, '0')}`,
      email: `member-${i}@known.example`,
      hasConsent: true,
    })),
  );
  for (let i = 0; i < rounds; i++) {
    const a = await requestCode(`member-${i}@known.example`);
    const b = await requestCode(`nobody-${i}@unknown.example`);
    known.push(a.ms);
    unknown.push(b.ms);
    // The answer's shape and status, with the identifier itself taken out.
    for (const r of [a, b]) {
      const { identifier: _identifier, ...rest } = r.body as Record<string, unknown>;
      answers.add(`${r.status} ${JSON.stringify(rest)}`);
    }
  }
  const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
  const ratio = Math.max(median(known), median(unknown)) / Math.min(median(known), median(unknown));
  if (answers.size !== 1)
    failures.push({ what: 'enumeration: answers differ', detail: [...answers].join(' | ') });
  if (ratio > 2) failures.push({ what: 'enumeration: timing', detail: `median ratio ${ratio.toFixed(2)}` });

  // Brute force: OTP_MAX_ATTEMPTS wrong codes, then the right one is refused too.
  const identifier = NORTHWIND_MEMBER_EMAIL;
  const northwind = { ...bearer(api.serviceToken), [BUSINESS_ID_HEADER]: NORTHWIND_BUSINESS_ID };
  const captcha = await solveCaptcha(api);
  await send(
    api,
    'POST',
    loyaltyApi.auth.requestCode.path,
    { ...northwind, [CLIENT_IP_HEADER]: '198.20.0.1' },
    {
      identifier,
      captcha,
    },
  );
  const code = await readLatestCode(api, identifier);
  const wrong = code === '000000' ? '111111' : '000000';
  const statuses: number[] = [];
  for (let i = 0; i < OTP_MAX_ATTEMPTS; i++) {
    const response = await send(
      api,
      'POST',
      loyaltyApi.auth.verifyCode.path,
      { ...northwind, [CLIENT_IP_HEADER]: `198.20.1.${i}` },
      { identifier, code: wrong },
    );
    statuses.push(response.statusCode);
  }
  const right = await send(
    api,
    'POST',
    loyaltyApi.auth.verifyCode.path,
    { ...northwind, [CLIENT_IP_HEADER]: '198.20.2.1' },
    {
      identifier,
      code,
    },
  );
  const lockedOut = right.statusCode >= 400 && statuses.every((s) => s >= 400);
  if (!lockedOut)
    failures.push({
      what: 'brute force',
      detail: `wrong tries ${statuses.join(',')}, then right code ${right.statusCode}`,
    });
  return {
    knownMedianMs: median(known),
    unknownMedianMs: median(unknown),
    ratio,
    sameAnswer: answers.size === 1,
    lockedOut,
    afterLockout: `${right.statusCode} ${(right.json() as { message?: string }).message}`,
  };
}

interface DependencyTree {
  version?: string;
  resolved?: string;
  dependencies?: Record<string, DependencyTree>;
}

/**
 * The production dependencies `npm audit --omit=dev` looks at, as name@version (the workspaces' own packages
 * left out), from `npm ls`.
 */
function productionDependencies(): { direct: string[]; all: string[] } {
  const listed = spawnSync('npm', ['ls', '--omit=dev', '--all', '--json'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const tree = JSON.parse(listed.stdout || '{}') as DependencyTree;
  const all = new Set<string>();
  const direct = new Set<string>();
  // The tree's first level are the workspaces; their own dependencies are the direct ones.
  const walk = (node: DependencyTree, childrenAreDirect: boolean) => {
    for (const [name, child] of Object.entries(node.dependencies ?? {})) {
      const workspace = (child.resolved?.startsWith('file:') ?? false) || name.startsWith('@loyalty/');
      if (!workspace && child.version) {
        all.add(`${name}@${child.version}`);
        if (childrenAreDirect) direct.add(`${name}@${child.version}`);
      }
      walk(child, workspace);
    }
  };
  walk(tree, false);
  return { direct: [...direct].sort(), all: [...all].sort() };
}

/**
 * `npm audit --audit-level=high --omit=dev`: the counts by severity, or why the registry gave none. A registry
 * without the audit endpoint (npm's answers 405 to mirrors and some proxies) is said so plainly: the audit was
 * not done, which is not the same as clean.
 */
function audit(): string {
  const result = spawnSync('npm', ['audit', '--audit-level=high', '--omit=dev', '--json'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  let report: {
    metadata?: { vulnerabilities?: Record<string, number> };
    statusCode?: number;
    message?: string;
    error?: { summary?: string };
  } = {};
  try {
    report = JSON.parse(result.stdout) as typeof report;
  } catch {
    // Not JSON: the reason is on stderr.
  }
  const counts = report.metadata?.vulnerabilities;
  if (!counts) {
    if (report.statusCode)
      return `NOT CHECKED: not available on this registry (HTTP ${report.statusCode}${report.message ? `: ${report.message}` : ''})`;
    const reason =
      report.error?.summary ||
      report.message ||
      result.stderr.trim().split('\n').pop() ||
      `exit ${result.status}`;
    return `NOT CHECKED: not available from the configured registry (${reason})`;
  }
  if ((counts.high ?? 0) + (counts.critical ?? 0) > 0)
    failures.push({ what: 'npm audit', detail: JSON.stringify(counts) });
  return JSON.stringify(counts);
}

async function main() {
  const started = performance.now();
  const api = await startTestApi();
  try {
    const matrix = await accessMatrix(api);
    console.log(
      `access matrix: ${matrix.routes} protected API routes, ${matrix.checked} route × principal checks, ${matrix.leaks} leaks`,
    );
    const input = await badInput(api, matrix.victim);
    console.log(
      `bad input: ${input.routes} API routes, ${input.requests} requests, ${input.serverErrors} server errors (5xx), ${input.shapeErrors} errors outside the { code, message } shape`,
    );
    const otp = await oneTimeCodes(api);
    console.log(
      `one-time codes: same answer for known and unknown: ${otp.sameAnswer}; median ${otp.knownMedianMs.toFixed(1)} ms known vs ${otp.unknownMedianMs.toFixed(1)} ms unknown (ratio ${otp.ratio.toFixed(2)}); locked out after ${OTP_MAX_ATTEMPTS} wrong tries: ${otp.lockedOut} (right code then: ${otp.afterLockout})`,
    );
  } finally {
    await api.close();
  }
  const bff = await bffChecks({ marker: MARKER, weirdValues, weirdParams, rawBodies, failures });
  console.log(
    `BFF access matrix: ${bff.protectedRoutes} protected portal routes, ${bff.checked} route × principal checks (guest, other member, other business's member), ${bff.leaks} leaks; refusals ${bff.refusals.join(', ')}`,
  );
  console.log(
    `BFF bad input: ${bff.routes} portal routes, ${bff.badInputRequests} requests, ${bff.serverErrors} server errors (5xx) or no answer`,
  );
  requests += bff.requests;
  const dependencies = productionDependencies();
  mkdirSync(new URL('../../test-results/', import.meta.url), { recursive: true });
  const listFile = new URL('../../test-results/production-dependencies.txt', import.meta.url);
  writeFileSync(listFile, `${dependencies.all.join('\n')}\n`);
  console.log(
    `production dependencies: ${dependencies.all.length} packages (list in test-results/production-dependencies.txt); direct: ${dependencies.direct.join(', ')}`,
  );
  console.log(`npm audit --audit-level=high --omit=dev: ${audit()}`);
  console.log(`requests sent: ${requests}; ${((performance.now() - started) / 1000).toFixed(0)} s`);
  for (const failure of failures.slice(0, 50)) console.log(`FAIL ${failure.what}: ${failure.detail}`);
  if (failures.length > 50) console.log(`… and ${failures.length - 50} more`);
  console.log(failures.length ? `${failures.length} failures` : 'no failures');
  process.exitCode = failures.length ? 1 : 0;
}

await main();
