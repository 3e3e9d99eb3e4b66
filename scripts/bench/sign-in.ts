/**
 * Signs the demo member in the way a browser does, through the portal's BFF and next-auth, reading the
 * one-time code from the API's dev outbox; answers the session cookie (for signed-in pages and BFF member
 * routes) and the claims inside it (for the API's member routes). n/a with the reason while any step of
 * the sign-in flow does not exist yet.
 */
import { outboxListSchema } from '@loyalty/contract';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { available, errorMessage, notYet, unavailable, type Available } from './availability';
import { decodeSessionToken, type SessionClaims } from './session-token';
import type { BenchStack } from './stack';
import { DEMO_MEMBER } from './targets';

export interface MemberSession {
  /** `Cookie` header value with the next-auth session cookie (all of its chunks). */
  cookie: string;
  claims: SessionClaims;
}

const SESSION_COOKIE = /^(__Secure-)?next-auth\.session-token(\.\d+)?$/;
const SIGN_IN_FLOW_ISSUE = 'the sign-in flow';

async function call(stack: BenchStack, path: string, init: RequestInit = {}): Promise<Response> {
  const res = await fetch(stack.portalUrl(path), {
    ...init,
    redirect: 'manual',
    // State-changing BFF routes refuse requests that are not from the portal's own pages.
    headers: { origin: stack.portalUrl('').replace(/\/$/, ''), ...init.headers },
    signal: AbortSignal.timeout(30_000),
  });
  if (res.status === 404 || res.status === 405)
    throw new Error(notYet(`${init.method ?? 'GET'} ${path}`, res.status, SIGN_IN_FLOW_ISSUE));
  if (res.status >= 400)
    throw new Error(
      `${init.method ?? 'GET'} ${path} answers ${res.status}: ${(await res.text()).slice(0, 200)}`,
    );
  return res;
}

const postJson = (stack: BenchStack, path: string, body: unknown) =>
  call(stack, path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** The captcha answer a browser's ALTCHA widget would send (SPEC: self-hosted proof of work). */
async function solveCaptcha(stack: BenchStack): Promise<{ altcha: string }> {
  const config = (await (await call(stack, '/api/captcha/config')).json()) as { provider: string };
  if (config.provider !== 'altcha')
    throw new Error(`the business uses ${config.provider}, which the bench cannot solve`);
  const challenge = (await (await call(stack, '/api/captcha/challenge')).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the ALTCHA challenge');
  const payload = {
    challenge: { parameters: challenge.parameters, signature: challenge.signature },
    solution,
  };
  return { altcha: Buffer.from(JSON.stringify(payload)).toString('base64') };
}

async function newestMessageIds(stack: BenchStack): Promise<Set<string>> {
  const res = await fetch(`${stack.apiUrl}/dev/outbox?recipient=${encodeURIComponent(DEMO_MEMBER)}`);
  if (!res.ok) throw new Error(notYet('GET /dev/outbox', res.status, undefined));
  return new Set(outboxListSchema.parse(await res.json()).map((m) => m.id));
}

/** The code of the first message that was not in the outbox before the request. */
async function awaitCode(stack: BenchStack, before: Set<string>): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const res = await fetch(`${stack.apiUrl}/dev/outbox?recipient=${encodeURIComponent(DEMO_MEMBER)}`);
    const fresh = outboxListSchema.parse(await res.json()).find((m) => !before.has(m.id));
    const code = fresh?.body.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no code for ${DEMO_MEMBER} arrived in the dev outbox`);
}

function cookiesOf(res: Response, pattern: RegExp): string[] {
  return res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => pattern.test(pair.slice(0, pair.indexOf('='))));
}

/**
 * next-auth's credentials sign-in as a browser makes it: its CSRF token (double-submit cookie), then the provider's
 * callback with `fields`. Answers the session cookie (all of its chunks) and the claims inside it.
 */
export async function nextAuthSignIn(
  stack: BenchStack,
  provider: string,
  fields: Record<string, string>,
): Promise<MemberSession> {
  const csrfRes = await call(stack, '/api/auth/csrf');
  const { csrfToken } = (await csrfRes.json()) as { csrfToken: string };
  const csrfCookies = cookiesOf(csrfRes, /csrf-token$/);
  const callback = await call(stack, `/api/auth/callback/${provider}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: csrfCookies.join('; ') },
    body: new URLSearchParams({ ...fields, csrfToken, json: 'true' }),
  });
  const session = cookiesOf(callback, SESSION_COOKIE);
  if (session.length === 0) {
    const answer = (await callback.text()).slice(0, 200);
    throw new Error(`next-auth set no session cookie (status ${callback.status}: ${answer})`);
  }
  // A long token comes in chunks (`name.0`, `name.1`, …): joined in their order, as the portal does.
  const chunkIndex = (pair: string) => Number(/\.(\d+)=/.exec(pair)?.[1] ?? 0);
  const token = session
    .sort((a, b) => chunkIndex(a) - chunkIndex(b))
    .map((pair) => pair.slice(pair.indexOf('=') + 1))
    .join('');
  return { cookie: session.join('; '), claims: decodeSessionToken(token, stack.nextAuthSecret) };
}

export async function signInDemoMember(stack: BenchStack): Promise<Available<MemberSession>> {
  try {
    const captcha = await solveCaptcha(stack);
    const before = await newestMessageIds(stack);
    await postJson(stack, '/api/auth/requestVerification', { identifier: DEMO_MEMBER, captcha });
    const code = await awaitCode(stack, before);
    const verified = (await (
      await postJson(stack, '/api/auth/loginVerify', { identifier: DEMO_MEMBER, code })
    ).json()) as {
      status: string;
      ticket?: string;
    };
    if (verified.status !== 'authenticated' || !verified.ticket) {
      throw new Error(
        `the demo member's code verification answered "${verified.status}" instead of "authenticated"`,
      );
    }

    return available(
      await nextAuthSignIn(stack, 'custom', { token: verified.ticket, callbackUrl: stack.portalUrl('/') }),
    );
  } catch (error) {
    return unavailable(`sign-in: ${errorMessage(error)}`);
  }
}
