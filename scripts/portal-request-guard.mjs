/**
 * Installed in every portal worker before `next start` runs (portal-request-guard-preload.mjs, which
 * scripts/portal-cluster.mjs passes to its workers with --import):
 * the requests Next.js cannot route because their path's percent-encoding is broken (`/api/%E0%A4%A`, a cut or
 * mistyped link) are answered here, where Next would fail decoding them with a plain 500.
 *
 * - A BFF path gets a 400 in the API's error shape (`{ code, message }`), as any invalid input does.
 * - Any other path names no page: the request goes on as a request for NOT_FOUND_PATH, so the visitor sees the
 *   portal's own "page not found" (404), in their language and theme.
 *
 * It sits in front of Next's request handler rather than in src/proxy.ts because a proxy that runs on `/api/...`
 * costs every BFF call Next's whole middleware pass, for a check that almost never fails: with the proxy's matcher
 * off `/api`, the bench's load on `/api/configuration` went from 493 to 950 req/s and on getMemberDetails from
 * 375 to 490 (2026-11-28, same machine, minutes apart). Here it is one decodeURIComponent of the path.
 */
import http from 'node:http';

/** The API's answer to invalid input (errorCodes.validation, messageKeys.validationFailed in the contract). */
export const MALFORMED_API_PATH_ANSWER = JSON.stringify({
  code: 'VALIDATION_FAILED',
  message: 'validation.failed',
});

/** No page lives here, and nothing can: the app's not-found page answers it. */
export const NOT_FOUND_PATH = '/_not-found-address';

/** The path of a request target (`/a/b?x=1` → `/a/b`). */
function pathOf(url) {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

function isDecodable(path) {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * What to do with a request target: `pass` (Next routes it), `refuse` (a BFF path that cannot be decoded: 400)
 * or `not-found` (any other path that cannot be decoded: the not-found page).
 */
export function classifyRequestTarget(url) {
  const path = pathOf(url ?? '/');
  if (isDecodable(path)) return 'pass';
  return path === '/api' || path.startsWith('/api/') ? 'refuse' : 'not-found';
}

/**
 * Wraps a node:http request listener with the check above; a request that passes goes to `dispatch` first
 * (portal-bff-dispatch.mjs), which answers the BFF's own API routes ahead of Next's router.
 */
function guardRequests(listener, dispatch) {
  return function guardedListener(req, res) {
    const verdict = classifyRequestTarget(req.url);
    if (verdict === 'refuse') {
      res.writeHead(400, {
        'content-type': 'application/json',
        'cache-control': 'no-store',
        'content-length': Buffer.byteLength(MALFORMED_API_PATH_ANSWER),
      });
      res.end(MALFORMED_API_PATH_ANSWER);
      return;
    }
    if (verdict === 'not-found') req.url = NOT_FOUND_PATH;
    else if (dispatch?.(req, res, () => listener.call(this, req, res))) return;
    return listener.call(this, req, res);
  };
}

/**
 * `next start` makes its server with http.createServer(listener); the listener it passes is wrapped. `dispatch`
 * (optional) may answer a request that passes the check before Next sees it.
 */
export function installRequestGuard(httpModule = http, dispatch = undefined) {
  const createServer = httpModule.createServer;
  httpModule.createServer = function createGuardedServer(...args) {
    const at = args.findIndex((arg) => typeof arg === 'function');
    if (at !== -1) args[at] = guardRequests(args[at], dispatch);
    return createServer.apply(this, args);
  };
}
