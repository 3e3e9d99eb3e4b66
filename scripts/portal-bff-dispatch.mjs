/**
 * BFF calls answered ahead of Next.js's router (decision 012). Installed in every portal worker by the request guard
 * (portal-request-guard.mjs), it hands a request whose path is one of the BFF's API routes (`src/pages/api/...`,
 * built by `pagesApiRoute`) straight to that route's module, as Next's router would, without Next's per-request
 * routing work in between: on getMemberDetails under load that work was most of a portal worker's CPU, and
 * answering ahead of it tripled the req/s two workers serve (decision 012 has the figures).
 *
 * It decides with the build's own tables, so that it answers exactly the requests Next would route to those modules
 * and nothing else:
 * - `routes-manifest.json`: every static route, then every dynamic one in the order Next ranks them. The first route
 *   whose pattern matches the path wins, as in Next; only when that route is an API route of `pages-manifest.json`
 *   does this dispatcher answer. A path Next would give to an App Router route (next-auth, the JSON 404 of unknown
 *   `/api/...` paths) or to a page goes on to Next, as does a path it cannot decode.
 * - Only modules whose default export carries BFF_ROUTE_MARK (set by `pagesApiRoute`, whose handlers read nothing
 *   but Node's request: no body parser, no `res.json`) with the body parser off are answered here; any other module
 *   goes on to Next, so an API route written the plain Next way keeps working.
 * - What Next adds to such an answer is added here the same way: the `headers()` of next.config (the security headers
 *   and the API's CSP, from the manifest), and compression with the same middleware Next uses (`compress`, on by
 *   default). A build with a base path, i18n, trailing slashes or conditional headers is not handled: every request
 *   then goes to Next.
 *
 * The route's dynamic segments are decoded into `req.query` as Next gives them to an API route. Next also removes
 * its own internal headers (`x-middleware-*`, `x-matched-path`, ...) from a request before routing it; they steer
 * Next's router, which these requests skip, and no BFF handler reads them.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Duplex } from 'node:stream';

/** Set by `pagesApiRoute` (apps/portal/src/server/pages-api.ts) on the default export of every BFF API route. */
export const BFF_ROUTE_MARK = Symbol.for('loyalty.portal.bff-route');

/** The API's answer to an unexpected failure (errorCodes.internal, messageKeys.generalError in the contract). */
export const INTERNAL_ERROR_ANSWER = JSON.stringify({ code: 'INTERNAL', message: 'general.error' });

/** The names of a page's dynamic segments, in order; undefined when it has a catch-all (not dispatched). */
function segmentNames(page) {
  const names = [];
  for (const [, spread, name] of page.matchAll(/\[(\.\.\.)?([^\]]+)\]/g)) {
    if (spread) return undefined;
    names.push(name);
  }
  return names;
}

/** Header values of next.config that name a parameter of their source (`:path`) are filled in by Next per request. */
function isConditional(route) {
  if (route.has || route.missing) return true;
  const params = [...route.source.matchAll(/:(\w+)/g)].map((match) => match[1]);
  return route.headers.some(({ key, value }) =>
    params.some((name) => `${key} ${value}`.includes(`:${name}`)),
  );
}

/**
 * The routing tables of a build (its `pages-manifest.json`, `routes-manifest.json` and the config Next started
 * with), or a string saying why this build is left to Next.
 */
export function routingTables({ pagesManifest, routesManifest, config }) {
  if (routesManifest.basePath) return 'the build has a base path';
  if (config.i18n) return 'the build routes by locale (i18n)';
  if (config.trailingSlash) return 'the build adds trailing slashes';
  const headerRoutes = (routesManifest.headers ?? []).map((route) => ({
    regex: new RegExp(route.regex),
    headers: route.headers,
    conditional: isConditional(route),
  }));
  const route = ({ page, regex }) => {
    const names = segmentNames(page);
    const file = page.startsWith('/api/') && names ? pagesManifest[page] : undefined;
    return { page, regex: new RegExp(regex), names: names ?? [], file };
  };
  return {
    routes: [...(routesManifest.staticRoutes ?? []), ...(routesManifest.dynamicRoutes ?? [])].map(route),
    headerRoutes,
    compress: config.compress !== false,
  };
}

/** The build's tables from its dist directory, or a string saying why they cannot be used. */
export function readRoutingTables(distDir) {
  const json = (file) => JSON.parse(readFileSync(join(distDir, file), 'utf8'));
  try {
    return routingTables({
      pagesManifest: json('server/pages-manifest.json'),
      routesManifest: json('routes-manifest.json'),
      config: json('required-server-files.json').config ?? {},
    });
  } catch (error) {
    return `the build's manifests could not be read (${error instanceof Error ? error.message : String(error)})`;
  }
}

/**
 * The BFF API route a request target goes to, with its decoded segments and the headers next.config adds; undefined
 * when Next routes it elsewhere, when it cannot be decoded, or when a header of next.config depends on the request.
 */
export function matchBffRoute(tables, url) {
  const at = url.indexOf('?');
  const path = at === -1 ? url : url.slice(0, at);
  if (!path.startsWith('/api/')) return undefined;
  let route;
  let values = [];
  for (const candidate of tables.routes) {
    const found = candidate.regex.exec(path);
    if (found) {
      route = candidate;
      values = found.slice(1);
      break;
    }
  }
  if (!route?.file) return undefined;
  const params = {};
  try {
    route.names.forEach((name, index) => {
      params[name] = decodeURIComponent(values[index] ?? '');
    });
  } catch {
    return undefined;
  }
  const headerRoutes = tables.headerRoutes.filter((headerRoute) => headerRoute.regex.test(path));
  if (headerRoutes.some((headerRoute) => headerRoute.conditional)) return undefined;
  return {
    file: route.file,
    params,
    search: at === -1 ? '' : url.slice(at + 1),
    headers: headerRoutes.flatMap((headerRoute) => headerRoute.headers),
  };
}

/** `req.query` as Next gives it to an API route: the query string's values, then the route's segments. */
function queryOf(search, params) {
  const query = {};
  for (const [key, value] of new URLSearchParams(search)) {
    const seen = query[key];
    query[key] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return Object.assign(query, params);
}

const noop = () => {};

/**
 * On a client that goes away before the answer is written, the compression middleware never ends its zlib stream;
 * Next destroys it (next/dist/server/lib/release-compression-stream.js), and so does this.
 */
function releaseCompressionStream(res) {
  const stream = res.on('drain', noop);
  if (stream === res || !(stream instanceof Duplex)) {
    res.off('drain', noop);
    return;
  }
  stream.destroy();
}

/**
 * The dispatcher of one portal worker: `dispatch(req, res, toNext)` answers the request and returns true, or
 * returns false and leaves it to Next. `dir` is the portal's directory (`next start`'s working directory); its
 * tables are read on the first request. A module that turns out not to be a BFF route, or a build this does not
 * handle, hands its requests to `toNext`. Next's compression middleware is resolved from `nextFrom` (default: `dir`).
 */
export function createBffDispatcher({
  dir = process.cwd(),
  nextFrom = dir,
  warn = (message) => console.error(message),
} = {}) {
  const requireFromPortal = createRequire(join(dir, 'package.json'));
  /** @type {ReturnType<typeof routingTables> | undefined} */
  let tables;
  let compress;
  /** The route modules' handlers by file, while they load: null for a module that is not a BFF route. */
  const handlers = new Map();
  /** The files whose modules turned out not to be BFF routes: their requests go straight to Next. */
  const notBff = new Set();

  function load() {
    const read = readRoutingTables(join(dir, '.next'));
    if (typeof read === 'string') {
      warn(`BFF calls go through Next.js's router: ${read}.`);
      return { routes: [], headerRoutes: [], compress: false };
    }
    if (read.compress) {
      try {
        const middleware = createRequire(join(nextFrom, 'package.json'))('next/dist/compiled/compression');
        compress = (middleware.default ?? middleware)();
      } catch (error) {
        warn(
          `BFF calls go through Next.js's router: its compression middleware did not load (${error.message}).`,
        );
        return { routes: [], headerRoutes: [], compress: false };
      }
    }
    return read;
  }

  function handlerOf(file) {
    let handler = handlers.get(file);
    if (!handler) {
      handler = (async () => {
        const exports = await requireFromPortal(join(dir, '.next', 'server', file));
        const serve = exports?.default;
        const isBffRoute =
          typeof serve === 'function' &&
          serve[BFF_ROUTE_MARK] === true &&
          exports.config?.api?.bodyParser === false;
        if (isBffRoute) return serve;
        notBff.add(file);
        return null;
      })().catch((error) => {
        warn(`BFF route ${file} did not load here, Next.js serves it: ${error.message}`);
        notBff.add(file);
        return null;
      });
      handlers.set(file, handler);
    }
    return handler;
  }

  async function answer(match, req, res, toNext) {
    const serve = await handlerOf(match.file);
    if (!serve) {
      toNext();
      return;
    }
    // As Next's router does: an error on either stream is the client's going away, not the worker's failure.
    req.on('error', noop);
    res.on('error', noop);
    req.query = queryOf(match.search, match.params);
    for (const { key, value } of match.headers) res.setHeader(key, value);
    if (compress) {
      compress(req, res, noop);
      res.once('close', () => {
        if (!res.writableFinished) releaseCompressionStream(res);
      });
    }
    try {
      await serve(req, res);
    } catch (error) {
      warn(
        `BFF route ${match.file} failed: ${error instanceof Error ? (error.stack ?? error.message) : error}`,
      );
      if (res.headersSent) {
        res.destroy();
        return;
      }
      res.writeHead(500, {
        'content-type': 'application/json',
        'cache-control': 'no-store',
        'content-length': Buffer.byteLength(INTERNAL_ERROR_ANSWER),
      });
      res.end(INTERNAL_ERROR_ANSWER);
    }
  }

  return function dispatch(req, res, toNext) {
    tables ??= load();
    const match = matchBffRoute(tables, req.url ?? '/');
    if (!match || notBff.has(match.file)) return false;
    answer(match, req, res, toNext).catch((error) => {
      warn(
        `BFF route ${match.file} failed: ${error instanceof Error ? (error.stack ?? error.message) : error}`,
      );
      res.destroy();
    });
    return true;
  };
}
