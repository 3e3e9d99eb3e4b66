/**
 * Turns the target tables into requests against a running stack, probing each once: what answers 2xx is
 * measured, anything else becomes an n/a row with the reason (usually: the issue that brings it).
 */
import {
  BUSINESS_ID_HEADER,
  MEMBER_ID_HEADER,
  SESSION_AUTH_TIME_HEADER,
  SESSION_ID_HEADER,
} from '@loyalty/contract';
import { available, errorMessage, notYet, unavailable, type Available } from './availability';
import type { MemberSession } from './sign-in';
import type { BenchStack } from './stack';
import { BUSINESS_ID, LOAD_TARGETS, PAGE_TARGETS, type LoadTarget, type PageTarget } from './targets';

export interface Request {
  url: string;
  headers: Record<string, string>;
}

export interface Resolved<T> {
  target: T;
  request: Available<Request>;
}

async function probe(
  request: Request,
  what: string,
  expectedIn: string | undefined,
): Promise<Available<Request>> {
  try {
    const res = await fetch(request.url, {
      headers: request.headers,
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
    });
    await res.arrayBuffer();
    if (res.status >= 200 && res.status < 300) return available(request);
    const location = res.headers.get('location');
    return unavailable(notYet(what, location ? `${res.status} → ${location}` : res.status, expectedIn));
  } catch (error) {
    return unavailable(`${what}: ${errorMessage(error)}`);
  }
}

/** What identifies the member: the session cookie for the portal, the verified claims for the API. */
export function sessionHeaders(server: LoadTarget['server'], session: MemberSession): Record<string, string> {
  return server === 'portal'
    ? { cookie: session.cookie }
    : {
        [MEMBER_ID_HEADER]: session.claims.comoMemberId,
        [SESSION_AUTH_TIME_HEADER]: String(session.claims.authTime),
        [SESSION_ID_HEADER]: session.claims.sessionId,
      };
}

export async function resolvePages(
  stack: BenchStack,
  session: Available<MemberSession>,
): Promise<Resolved<PageTarget>[]> {
  const resolved: Resolved<PageTarget>[] = [];
  for (const target of PAGE_TARGETS) {
    let request: Available<Request>;
    if (target.path === null)
      request = unavailable(`no address yet${target.expectedIn ? ` (comes with ${target.expectedIn})` : ''}`);
    else if (target.signedIn && !session.ok)
      request = unavailable(`needs a signed-in member; ${session.reason}`);
    else {
      const headers: Record<string, string> =
        target.signedIn && session.ok ? { cookie: session.value.cookie } : {};
      request = await probe(
        { url: stack.portalUrl(target.path), headers },
        `GET ${target.path}`,
        target.expectedIn,
      );
    }
    resolved.push({ target, request });
  }
  return resolved;
}

export async function resolveLoadTargets(
  stack: BenchStack,
  session: Available<MemberSession>,
): Promise<Resolved<LoadTarget>[]> {
  const resolved: Resolved<LoadTarget>[] = [];
  for (const target of LOAD_TARGETS) {
    let request: Available<Request>;
    if (target.signedIn && !session.ok) request = unavailable(`needs a signed-in member; ${session.reason}`);
    else {
      const headers: Record<string, string> =
        target.server === 'api'
          ? { authorization: `Bearer ${stack.serviceToken}`, [BUSINESS_ID_HEADER]: BUSINESS_ID }
          : {};
      if (target.signedIn && session.ok) Object.assign(headers, sessionHeaders(target.server, session.value));
      const url = target.server === 'api' ? `${stack.apiUrl}${target.path}` : stack.portalUrl(target.path);
      request = await probe({ url, headers }, `GET ${target.path}`, target.expectedIn);
    }
    resolved.push({ target, request });
  }
  return resolved;
}
