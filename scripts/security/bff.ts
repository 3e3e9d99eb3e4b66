/**
 * The portal's half of `npm run test:security`: the built stack of `npm start` (scripts/lib/demo-stack.ts, demo
 * data, PGlite, free ports), attacked through its backend-for-frontend (`/api/...`) from the portal's route
 * table (`portalApi`).
 *
 * 1. Access matrix: every `member` route × a guest (no cookie), another member of the same business and a member
 *    of another business (their cookie, signed in on the other business's host, sent to the victim's host). Path
 *    parameters name the victim's objects (their session id). A leak is a 2xx for a principal that must be
 *    refused (the guest, the other business's member), or any answer carrying one of the victim's markers.
 * 2. Bad input: every route × odd path parameters, query strings, raw bodies (1 and 10 MB, deep JSON, NaN,
 *    prototype keys) and wrong values per body field. Any 5xx but a 503 counts.
 */
import { request as httpRequest } from 'node:http';
import {
  listRoutes,
  loyaltyApi,
  pathOf,
  pathParamNames,
  portalApi,
  portalPaths,
  type RouteDefinition,
} from '@loyalty/contract';
import {
  DEMO_BUSINESS_ID,
  DEMO_MEMBER_EMAIL,
  NORTHWIND_BUSINESS_ID,
  NORTHWIND_MEMBER_EMAIL,
} from '@loyalty/db';
import { spawnDemoStack } from '../lib/demo-stack';
import { decodeSessionToken } from '../bench/session-token';
import { ensurePortalBuilt } from '../bench/build';

export interface Failure {
  what: string;
  detail: string;
}

interface Answer {
  status: number;
  body: string;
  setCookies: string[];
}

const SESSION_COOKIE = /^(__Secure-)?next-auth\.session-token(\.\d+)?$/;
const BEAN_LEAF_HOST = 'localhost';
const NORTHWIND_HOST = 'northwind.localhost';

export interface BffContext {
  marker: string;
  weirdValues: unknown[];
  weirdParams: string[];
  rawBodies: string[];
  failures: Failure[];
}

/**
 * One request to the portal on 127.0.0.1 with the given Host (node's fetch may not set Host, and `*.localhost`
 * names need not resolve here). A connection error or no answer in 60 s is a status 0.
 */
function sendTo(
  port: number,
  host: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Answer> {
  return new Promise((resolve) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        // Spaces and characters beyond ASCII go percent-encoded, as a browser sends them.
        path: path.replace(/[^\x21-\x7e]/gu, (c) => encodeURIComponent(c)),
        headers: {
          host: `${host}:${port}`,
          origin: `http://${host}:${port}`,
          ...(body === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }),
          ...headers,
        },
        timeout: 60_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const setCookie = res.headers['set-cookie'] ?? [];
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            setCookies: setCookie.map((line) => line.split(';')[0] ?? ''),
          });
        });
        res.on('error', (error) => resolve({ status: 0, body: String(error), setCookies: [] }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('no answer within 60 s')));
    req.on('error', (error) => resolve({ status: 0, body: String(error), setCookies: [] }));
    if (body !== undefined) req.write(body);
    req.end();
  });
}

export async function bffChecks(context: BffContext) {
  const { failures, marker } = context;
  await ensurePortalBuilt();
  const stack = await spawnDemoStack({
    tmpPrefix: 'loyalty-security-',
    env: {
      AUTH_CODE_REQUESTS_PER_IP: '100000',
      AUTH_CODE_CHECKS_PER_IP: '100000',
      // Tokens and the database come from the fresh DATA_DIR, never from the caller's shell.
      DATABASE_URL: undefined,
      SERVICE_TOKEN: undefined,
      ADMIN_TOKEN: undefined,
      NEXTAUTH_SECRET: undefined,
      NEXTAUTH_URL: undefined,
      LOYALTY_API_URL: undefined,
    },
  });
  let requests = 0;
  const send = (
    host: string,
    method: string,
    path: string,
    headers: Record<string, string>,
    body?: string,
  ) => {
    requests += 1;
    return sendTo(stack.port, host, method, path, headers, body);
  };
  try {
    const apiUrl = `http://127.0.0.1:${stack.apiPort}`;
    // A loaded machine may take minutes to start both processes.
    const deadline = Date.now() + 300_000;
    for (;;) {
      const up = await send(BEAN_LEAF_HOST, 'GET', portalPaths.configuration, {});
      if (up.status === 200) break;
      if (stack.child.exitCode !== null || Date.now() > deadline)
        throw new Error(`the portal did not come up (last ${up.status}):\n${stack.output()}`);
      await new Promise((r) => setTimeout(r, 500));
    }
    const secrets = stack.secrets();
    const admin = async (method: string, path: string, body?: object) => {
      const response = await fetch(`${apiUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${secrets.adminToken}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      const text = await response.text();
      if (response.status >= 300) throw new Error(`seeding ${method} ${path}: ${response.status} ${text}`);
      return JSON.parse(text) as Record<string, unknown>;
    };

    /** Signs a member in the way a sign-in link does, on `host`: a temporary token, then next-auth's callback. */
    const signIn = async (host: string, businessId: string, memberRef: string, consentOf?: string) => {
      const { token } = (await admin(
        'POST',
        pathOf(loyaltyApi.auth.temporaryToken, { businessId, memberRef }),
        {},
      )) as { token: string };
      const csrf = await send(host, 'GET', `${portalPaths.nextAuth}/csrf`, {});
      const { csrfToken } = JSON.parse(csrf.body) as { csrfToken: string };
      const provider = consentOf ? 'consent' : 'temporaryToken';
      const form = new URLSearchParams({
        csrfToken,
        callbackUrl: `http://${host}:${stack.port}/`,
        json: 'true',
        ...(consentOf
          ? { comoMemberId: consentOf, ticket: token, businessId, extraFields: '{}' }
          : { temporaryToken: token }),
      }).toString();
      requests += 1;
      const callback = await sendTo(
        stack.port,
        host,
        'POST',
        `${portalPaths.nextAuth}/callback/${provider}`,
        {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': String(Buffer.byteLength(form)),
          cookie: csrf.setCookies.filter((c) => /csrf-token=/.test(c)).join('; '),
        },
        form,
      );
      const session = callback.setCookies.filter((pair) =>
        SESSION_COOKIE.test(pair.slice(0, pair.indexOf('='))),
      );
      if (session.length === 0)
        throw new Error(
          `sign-in of ${memberRef} on ${host}: no session cookie (${callback.status} ${callback.body})`,
        );
      return session.join('; ');
    };

    // The victim: Bean & Leaf's demo member, with markers in their gifts, messages and purchases.
    const business = { businessId: DEMO_BUSINESS_ID };
    await admin('POST', pathOf(loyaltyApi.admin.gifts.grant, { ...business, memberRef: DEMO_MEMBER_EMAIL }), {
      name: `${marker} gift`,
    });
    await admin('POST', pathOf(loyaltyApi.admin.messages.send, business), {
      audience: { type: 'members', members: [DEMO_MEMBER_EMAIL] },
      title: `${marker} title`,
      content: `${marker} content`,
    });
    await admin('POST', pathOf(loyaltyApi.admin.purchases.record, business), {
      member: DEMO_MEMBER_EMAIL,
      amount: 4321,
      externalId: `${marker}-receipt`,
      items: [{ name: `${marker} latte`, quantity: 1, unitPrice: 4321 }],
    });
    const victimCookie = await signIn(BEAN_LEAF_HOST, DEMO_BUSINESS_ID, DEMO_MEMBER_EMAIL);
    const victim = decodeSessionToken(
      victimCookie.replace(/^[^=]+=/, '').split('; ')[0] ?? '',
      secrets.nextAuthSecret,
    );
    // Another member of Bean & Leaf (imported, so the consent step signs them in), and a Northwind member.
    const attackerRow = await admin('POST', pathOf(loyaltyApi.admin.members.import, business), {
      email: 'bff-attacker@example.com',
      firstName: 'Mallory',
    });
    const attackerCookie = await signIn(
      BEAN_LEAF_HOST,
      DEMO_BUSINESS_ID,
      'bff-attacker@example.com',
      String(attackerRow.id),
    );
    const northwindCookie = await signIn(NORTHWIND_HOST, NORTHWIND_BUSINESS_ID, NORTHWIND_MEMBER_EMAIL);
    const markers = [marker, victim.comoMemberId, DEMO_MEMBER_EMAIL];

    const values: Record<string, string> = {
      sessionId: victim.sessionId,
      shop: 'points',
      page: '1',
      perPage: '10',
      creditType: 'points',
      locale: 'en',
      token: 'a.00000000000000000000000000000000.x',
    };
    const fill = (route: RouteDefinition) =>
      pathOf(
        route,
        Object.fromEntries(pathParamNames(route.path).map((name) => [name, values[name] ?? 'nothing'])),
      );
    // Sign-outs go last, so that they do not hide the routes after them.
    const destructive = /revoke|delete/i;
    const routes = listRoutes(portalApi).sort(
      (a, b) => Number(destructive.test(a.name)) - Number(destructive.test(b.name)),
    );

    // 1. Access matrix.
    const principals: { name: string; cookie: string | undefined; mustRefuse: boolean }[] = [
      { name: 'guest', cookie: undefined, mustRefuse: true },
      { name: 'other member', cookie: attackerCookie, mustRefuse: false },
      { name: 'other business member', cookie: northwindCookie, mustRefuse: true },
    ];
    const protectedRoutes = routes.filter(({ route }) => route.auth !== 'public');
    let checked = 0;
    let leaks = 0;
    const refusals = new Map<number, number>();
    for (const { name, route } of protectedRoutes) {
      for (const principal of principals) {
        checked += 1;
        const answer = await send(
          BEAN_LEAF_HOST,
          route.method,
          fill(route),
          principal.cookie ? { cookie: principal.cookie } : {},
          route.method === 'GET' ? undefined : '{}',
        );
        if (answer.status >= 500 && answer.status !== 503)
          failures.push({ what: `BFF 5xx ${name} as ${principal.name}`, detail: answer.body.slice(0, 200) });
        const ok = answer.status >= 200 && answer.status < 300;
        if (principal.mustRefuse && !ok) refusals.set(answer.status, (refusals.get(answer.status) ?? 0) + 1);
        const carried = markers.find((m) => answer.body.includes(m));
        if ((principal.mustRefuse && ok) || carried) {
          leaks += 1;
          failures.push({
            what: `BFF leak ${name} as ${principal.name} (${answer.status}${carried ? `, carries ${carried}` : ''})`,
            detail: answer.body.slice(0, 300),
          });
        }
      }
    }
    // The matrix must be able to see a leak: the victim's own cookie reads the markers, after every call above
    // (one of which named the victim's session to revoke).
    const own = await send(BEAN_LEAF_HOST, 'GET', portalPaths.gifts, { cookie: victimCookie });
    if (own.status !== 200 || !own.body.includes(marker))
      failures.push({ what: 'BFF matrix self-check', detail: `victim reads own gifts: ${own.status}` });

    // 2. Bad input, as the victim (their data is what bad input could break).
    const before = requests;
    let serverErrors = 0;
    const check = (what: string, answer: Answer) => {
      if (answer.status === 0 || (answer.status >= 500 && answer.status !== 503)) {
        serverErrors += 1;
        failures.push({
          what: `BFF ${answer.status || 'no answer'} ${what}`,
          detail: answer.body.slice(0, 200),
        });
      }
    };
    for (const { name, route } of routes) {
      const headers: Record<string, string> = route.auth === 'member' ? { cookie: victimCookie } : {};
      const url = fill(route);
      for (const param of pathParamNames(route.path)) {
        for (const value of context.weirdParams) {
          const odd = route.path.replace(/:([A-Za-z0-9_]+)/g, (_, p: string) =>
            p === param ? value : encodeURIComponent(values[p] ?? 'nothing'),
          );
          check(
            `${name} param ${param}=${value.slice(0, 20)}`,
            await send(BEAN_LEAF_HOST, route.method, odd, headers),
          );
        }
      }
      for (const query of [
        '?limit=-1',
        '?id=NaN',
        '?offset=1e999',
        "?formId=' OR 1=1 --",
        '?lang[]=en&lang[]=he',
      ]) {
        check(`${name} query ${query}`, await send(BEAN_LEAF_HOST, route.method, url + query, headers));
      }
      if (route.method === 'GET') continue;
      for (const raw of context.rawBodies) {
        check(
          `${name} raw body ${raw.slice(0, 30)}…(${raw.length})`,
          await send(BEAN_LEAF_HOST, route.method, url, headers, raw),
        );
      }
      const shape = (route.body as { shape?: Record<string, unknown> } | undefined)?.shape;
      for (const field of Object.keys(shape ?? {})) {
        for (const value of context.weirdValues) {
          check(
            `${name} ${field}=${JSON.stringify(value)?.slice(0, 30)}`,
            await send(BEAN_LEAF_HOST, route.method, url, headers, JSON.stringify({ [field]: value })),
          );
        }
      }
    }
    return {
      routes: routes.length,
      protectedRoutes: protectedRoutes.length,
      checked,
      leaks,
      refusals: [...refusals].sort(([a], [b]) => a - b).map(([status, count]) => `${count}×${status}`),
      badInputRequests: requests - before,
      serverErrors,
      requests,
    };
  } finally {
    await stack.stop();
  }
}
