import type { Session } from 'next-auth';
import { publicPortalPaths } from '@loyalty/contract/portal-paths/public';

/**
 * The browser side of next-auth's REST API (`/api/auth/*`), written for this portal: next-auth's own client
 * (`next-auth/react`) brings 15 KB gzipped of Babel helpers and features we do not use to every page's first
 * load. The protocol is next-auth v4's: a CSRF token from `/csrf`, form-encoded posts with
 * `json=true`, the session from `/session`, and a `nextauth.message` localStorage event telling the other
 * tabs to re-read their session.
 */

const AUTH_BASE = publicPortalPaths.nextAuth;
/** next-auth's cross-tab channel: its key and message shape, so tabs on either client understand each other. */
export const SESSION_MESSAGE_KEY = 'nextauth.message';

type Listener = (session: Session | null) => void;
const listeners = new Set<Listener>();

/** Called with the new session whenever this tab reads one (sign-in, sign-out, focus, another tab's message). */
export function onSessionRead(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function announce(session: Session | null) {
  for (const listener of listeners) listener(session);
}

/** Tells the other tabs that the session changed (their storage event fires; this tab's does not). */
function broadcast(trigger: string) {
  try {
    localStorage.setItem(
      SESSION_MESSAGE_KEY,
      JSON.stringify({ event: 'session', data: { trigger }, timestamp: Math.floor(Date.now() / 1000) }),
    );
  } catch {
    // Storage can be disabled: the other tabs then catch up when they regain focus.
  }
}

async function json(res: Response): Promise<unknown> {
  const text = await res.text();
  return text ? (JSON.parse(text) as unknown) : null;
}

/** The current session as the server sees it (null for a guest); announced in this tab, and to the others unless asked not to. */
export async function getSession({
  broadcast: tell = true,
}: { broadcast?: boolean } = {}): Promise<Session | null> {
  const res = await fetch(`${AUTH_BASE}/session`, { cache: 'no-store', credentials: 'same-origin' });
  if (!res.ok) throw new Error(`session answered ${res.status}`);
  const body = (await json(res)) as Session | Record<string, never> | null;
  const session = body && Object.keys(body).length > 0 ? (body as Session) : null;
  if (tell) broadcast('getSession');
  announce(session);
  return session;
}

async function csrfToken(): Promise<string> {
  const res = await fetch(`${AUTH_BASE}/csrf`, { cache: 'no-store', credentials: 'same-origin' });
  const body = (await json(res)) as { csrfToken?: unknown } | null;
  if (!res.ok || typeof body?.csrfToken !== 'string') throw new Error(`csrf answered ${res.status}`);
  return body.csrfToken;
}

async function post(
  path: string,
  fields: Record<string, string>,
): Promise<{ res: Response; url: string | null }> {
  const body = new URLSearchParams({ ...fields, csrfToken: await csrfToken(), json: 'true' });
  const res = await fetch(`${AUTH_BASE}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
    credentials: 'same-origin',
  });
  const data = (await json(res).catch(() => null)) as { url?: unknown } | null;
  return { res, url: typeof data?.url === 'string' ? data.url : null };
}

export interface SignInResult {
  ok: boolean;
  /** next-auth's error code (`CredentialsSignin`, or the message our authorize threw), null on success. */
  error: string | null;
  status: number;
}

/**
 * Signs in with one of our credentials providers without leaving the page (next-auth's `redirect: false`):
 * the session cookie is set by the answer, then the session is read, announced here and broadcast.
 */
export async function signIn(
  provider: string,
  credentials: Record<string, string>,
  callbackUrl: string = window.location.href,
): Promise<SignInResult> {
  const { res, url } = await post(`/callback/${encodeURIComponent(provider)}`, {
    ...credentials,
    callbackUrl,
  });
  const error = url ? new URL(url, window.location.origin).searchParams.get('error') : null;
  if (res.ok && !error) await getSession();
  return { ok: res.ok && !error, error: error ?? (res.ok ? null : 'CredentialsSignin'), status: res.status };
}

/** Ends the session (our sign-out event also revokes it at the API), announced here and broadcast. */
export async function signOut(): Promise<void> {
  await post('/signout', { callbackUrl: window.location.href });
  broadcast('signout');
  announce(null);
}
