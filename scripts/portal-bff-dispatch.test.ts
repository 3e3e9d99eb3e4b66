import http from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorCodes, messageKeys } from '@loyalty/contract';
import {
  BFF_ROUTE_MARK,
  INTERNAL_ERROR_ANSWER,
  createBffDispatcher,
  matchBffRoute,
  readRoutingTables,
  routingTables,
  type BuildTables,
  type RoutingTables,
} from './portal-bff-dispatch.mjs';
import { installRequestGuard } from './portal-request-guard.mjs';
import { repoRoot } from './lib/stack-config';

/** A build's tables shaped as Next 16 writes them (routes-manifest.json ranks static, then dynamic routes). */
function build(overrides: Partial<BuildTables['routesManifest']> = {}, config: BuildTables['config'] = {}) {
  const tables: BuildTables = {
    pagesManifest: {
      '/_app': 'pages/_app.js',
      '/api/configuration': 'pages/api/configuration.js',
      '/api/auth/loginVerify': 'pages/api/auth/loginVerify.js',
      '/api/locales/[locale]/translation': 'pages/api/locales/[locale]/translation.js',
      '/api/files/[...parts]': 'pages/api/files/[...parts].js',
    },
    routesManifest: {
      basePath: '',
      staticRoutes: [
        { page: '/', regex: '^/(?:/)?$' },
        { page: '/api/auth/loginVerify', regex: '^/api/auth/loginVerify(?:/)?$' },
        { page: '/api/configuration', regex: '^/api/configuration(?:/)?$' },
        { page: '/api/relay', regex: '^/api/relay(?:/)?$' },
      ],
      dynamicRoutes: [
        { page: '/api/auth/[...nextauth]', regex: '^/api/auth/(.+?)(?:/)?$' },
        { page: '/api/files/[...parts]', regex: '^/api/files/(.+?)(?:/)?$' },
        { page: '/api/locales/[locale]/translation', regex: '^/api/locales/([^/]+?)/translation(?:/)?$' },
        { page: '/api/[...path]', regex: '^/api/(.+?)(?:/)?$' },
      ],
      headers: [
        {
          source: '/:path*',
          regex: '^(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))?(?:/)?$',
          headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }],
        },
        {
          source: '/api/:path*',
          regex: '^/api(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))?(?:/)?$',
          headers: [{ key: 'Content-Security-Policy', value: "default-src 'none'" }],
        },
      ],
      ...overrides,
    },
    config,
  };
  return tables;
}

function tablesOf(build: BuildTables): RoutingTables {
  const tables = routingTables(build);
  if (typeof tables === 'string') throw new Error(tables);
  return tables;
}

describe('matchBffRoute', () => {
  const tables = tablesOf(build());

  it("answers a static API route of the Pages Router with next.config's headers, query and trailing slash kept", () => {
    expect(matchBffRoute(tables, '/api/configuration?lng=en')).toEqual({
      file: 'pages/api/configuration.js',
      params: {},
      search: 'lng=en',
      headers: [
        { key: 'X-Content-Type-Options', value: 'nosniff' },
        { key: 'Content-Security-Policy', value: "default-src 'none'" },
      ],
    });
    expect(matchBffRoute(tables, '/api/configuration/')?.file).toBe('pages/api/configuration.js');
  });

  it('decodes the segments of a dynamic API route', () => {
    expect(matchBffRoute(tables, '/api/locales/fr%2DCA%C3%A9/translation')?.params).toEqual({
      locale: 'fr-CAé',
    });
  });

  it('leaves to Next what Next routes elsewhere: App Router routes, pages, catch-alls and higher-ranked routes', () => {
    // A static route of the Pages Router outranks next-auth's catch-all; any other auth path is next-auth's.
    expect(matchBffRoute(tables, '/api/auth/loginVerify')?.file).toBe('pages/api/auth/loginVerify.js');
    expect(matchBffRoute(tables, '/api/auth/session')).toBeUndefined();
    // An App Router route handler, the JSON 404 of unknown API paths, a page, a route with a catch-all.
    expect(matchBffRoute(tables, '/api/relay')).toBeUndefined();
    expect(matchBffRoute(tables, '/api/nothing/here')).toBeUndefined();
    expect(matchBffRoute(tables, '/')).toBeUndefined();
    expect(matchBffRoute(tables, '/api/files/a/b')).toBeUndefined();
  });

  it('leaves to Next a path it cannot decode, and one under a header of next.config that depends on the request', () => {
    expect(matchBffRoute(tables, '/api/locales/%E0%A4%A/translation')).toBeUndefined();

    const conditional = tablesOf(
      build({
        headers: [
          {
            source: '/api/:path*',
            regex: '^/api(?:/(.*))?$',
            headers: [{ key: 'X-Path', value: ':path' }],
          },
        ],
      }),
    );
    expect(matchBffRoute(conditional, '/api/configuration')).toBeUndefined();
    const withHas = tablesOf(
      build({
        headers: [
          {
            source: '/api/configuration',
            regex: '^/api/configuration$',
            headers: [],
            has: [{ type: 'query' }],
          },
        ],
      }),
    );
    expect(matchBffRoute(withHas, '/api/configuration')).toBeUndefined();
  });

  it('leaves a whole build to Next when it routes in ways this does not follow', () => {
    expect(routingTables(build({ basePath: '/portal' }))).toMatch(/base path/);
    expect(routingTables(build({}, { i18n: { locales: ['en'] } }))).toMatch(/locale/);
    expect(routingTables(build({}, { trailingSlash: true }))).toMatch(/trailing slash/);
    expect(readRoutingTables(join(tmpdir(), 'no-such-build'))).toMatch(/could not be read/);
  });
});

describe('createBffDispatcher', () => {
  let dir: string;
  let server: http.Server | undefined;
  const warnings: string[] = [];
  const toNext: string[] = [];

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'bff-dispatch-'));
    warnings.length = 0;
    toNext.length = 0;
  });
  afterEach(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server = undefined;
    rmSync(dir, { recursive: true, force: true });
  });

  /** A build in `dir`: the tables above, and route modules as CommonJS files. */
  function writeBuild(modules: Record<string, string>) {
    const tables = build();
    const write = (file: string, text: string) => {
      mkdirSync(join(dir, '.next', file, '..'), { recursive: true });
      writeFileSync(join(dir, '.next', file), text);
    };
    write('server/pages-manifest.json', JSON.stringify(tables.pagesManifest));
    write('routes-manifest.json', JSON.stringify(tables.routesManifest));
    write('required-server-files.json', JSON.stringify({ config: { compress: true } }));
    for (const [file, source] of Object.entries(modules)) write(`server/${file}`, source);
  }

  /** A route module as `pagesApiRoute` exports one: marked, body parser off. */
  const bffModule = (body: string) => `
    async function serve(req, res) { ${body} }
    serve[Symbol.for('loyalty.portal.bff-route')] = true;
    module.exports = { default: serve, config: { api: { bodyParser: false } } };`;

  async function start(): Promise<number> {
    const httpModule = { createServer: http.createServer } as typeof http;
    const dispatch = createBffDispatcher({
      dir,
      nextFrom: join(repoRoot, 'apps/portal'),
      warn: (message) => warnings.push(message),
    });
    installRequestGuard(httpModule, dispatch);
    server = httpModule.createServer((req, res) => {
      toNext.push(req.url ?? '');
      res.end('next');
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    return (server?.address() as AddressInfo).port;
  }

  function get(port: number, path: string, headers: Record<string, string> = {}) {
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
      (resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path, headers }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
            );
          })
          .on('error', reject);
      },
    );
  }

  it("answers a BFF route itself: its segments and query in req.query, next.config's headers, Next's compression", async () => {
    writeBuild({
      'pages/api/locales/[locale]/translation.js': bffModule(`
        const body = JSON.stringify({ query: req.query, filler: 'x'.repeat(2000) });
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) });
        res.end(body);`),
    });
    const port = await start();

    const plain = await get(port, '/api/locales/es%C3%A9/translation?ns=a&ns=b');
    expect(plain.status).toBe(200);
    expect(JSON.parse(plain.body.toString()).query).toEqual({ ns: ['a', 'b'], locale: 'esé' });
    expect(plain.headers['x-content-type-options']).toBe('nosniff');
    expect(plain.headers['content-security-policy']).toBe("default-src 'none'");
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);

    const gzipped = await get(port, '/api/locales/he/translation', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.body).toString()).query).toEqual({ locale: 'he' });
    expect(toNext).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('hands Next a route whose module is not a BFF route, and every path Next routes elsewhere', async () => {
    writeBuild({
      'pages/api/configuration.js': `module.exports = { default: (req, res) => res.end('plain'), config: {} };`,
    });
    const port = await start();

    expect((await get(port, '/api/configuration')).body.toString()).toBe('next');
    expect((await get(port, '/api/configuration?again=1')).body.toString()).toBe('next');
    expect((await get(port, '/api/auth/session')).body.toString()).toBe('next');
    expect((await get(port, '/somewhere')).body.toString()).toBe('next');
    expect(toNext).toEqual([
      '/api/configuration',
      '/api/configuration?again=1',
      '/api/auth/session',
      '/somewhere',
    ]);
  });

  it("answers a route that fails with a 500 in the API's error shape, and keeps serving", async () => {
    writeBuild({
      'pages/api/configuration.js': bffModule(`throw new Error('broken');`),
      'pages/api/auth/loginVerify.js': bffModule(`res.end('ok');`),
    });
    const port = await start();

    const failed = await get(port, '/api/configuration');
    expect(failed.status).toBe(500);
    expect(failed.body.toString()).toBe(INTERNAL_ERROR_ANSWER);
    expect(JSON.parse(INTERNAL_ERROR_ANSWER)).toEqual({
      code: errorCodes.internal,
      message: messageKeys.generalError,
    });
    expect(warnings.join('\n')).toMatch(/configuration\.js failed: Error: broken/);
    expect((await get(port, '/api/auth/loginVerify')).body.toString()).toBe('ok');
  });

  it('sends everything to Next, with one warning, when the build cannot be read', async () => {
    const port = await start();
    expect((await get(port, '/api/configuration')).body.toString()).toBe('next');
    expect((await get(port, '/api/configuration')).body.toString()).toBe('next');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/could not be read/);
  });

  it('looks for the mark that pagesApiRoute sets', () => {
    expect(BFF_ROUTE_MARK).toBe(Symbol.for('loyalty.portal.bff-route'));
  });
});
