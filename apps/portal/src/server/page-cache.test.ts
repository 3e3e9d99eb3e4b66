import { describe, expect, it, vi } from 'vitest';
import {
  FRESH_MS,
  PAGE_CACHE_HEADER,
  PageCache,
  STALE_MS,
  cacheableHeaders,
  nonceOf,
  pageCacheKey,
  renderHeaders,
  withNonce,
  type CachedPage,
  type PageRequest,
} from './page-cache';

vi.mock('server-only', () => ({}));

const consent = (categories: string[], id = 'a') =>
  `cc_cookie=${encodeURIComponent(JSON.stringify({ categories, consentId: id }))}`;
const hebrew = `SelectedLanguage=${encodeURIComponent(JSON.stringify({ code: 'he', direction: 'rtl' }))}`;

function request(
  overrides: Partial<Omit<PageRequest, 'headers'>> & { headers?: Record<string, string> } = {},
) {
  return {
    method: 'GET',
    pathname: '/auth/signin',
    search: '',
    hasSession: false,
    ...overrides,
    headers: new Headers({ host: 'bean-leaf.localhost:3000', ...overrides.headers }),
  };
}

describe('pageCacheKey', () => {
  it('caches the public pages a guest opens without a query', () => {
    for (const pathname of ['/', '/auth/signin', '/purchasescanner', '/lp/summer', '/lp/glp/3f1c'])
      expect(pageCacheKey(request({ pathname })), pathname).toBeDefined();
  });

  it('renders for the request alone: members, queries, other methods, client navigations, member pages', () => {
    expect(pageCacheKey(request({ hasSession: true }))).toBeUndefined();
    expect(pageCacheKey(request({ search: '?temporarytoken=x' }))).toBeUndefined();
    expect(pageCacheKey(request({ method: 'HEAD' }))).toBeUndefined();
    expect(pageCacheKey(request({ headers: { rsc: '1' } }))).toBeUndefined();
    expect(pageCacheKey(request({ headers: { [PAGE_CACHE_HEADER]: 'render' } }))).toBeUndefined();
    for (const pathname of ['/member/profile', '/forms/1', '/locations', '/lp/a/b'])
      expect(pageCacheKey(request({ pathname })), pathname).toBeUndefined();
  });

  it('tells apart business, language, cookie-banner state and page, and nothing else', () => {
    const base = pageCacheKey(request());
    expect(pageCacheKey(request({ headers: { host: 'northwind.localhost:3000' } }))).not.toBe(base);
    expect(pageCacheKey(request({ headers: { 'x-forwarded-host': 'northwind.example' } }))).not.toBe(base);
    expect(pageCacheKey(request({ headers: { cookie: hebrew } }))).not.toBe(base);
    expect(pageCacheKey(request({ headers: { cookie: consent(['necessary']) } }))).not.toBe(base);
    expect(pageCacheKey(request({ pathname: '/' }))).not.toBe(base);
    // Two visitors who both answered the banner (their records differ) and other cookies share the page.
    expect(pageCacheKey(request({ headers: { cookie: consent(['necessary'], 'a') } }))).toBe(
      pageCacheKey(request({ headers: { cookie: `${consent(['necessary', 'analytics'], 'b')}; other=1` } })),
    );
    expect(pageCacheKey(request({ headers: { cookie: 'theme=dark; _ga=1' } }))).toBe(base);
  });
});

describe('renderHeaders', () => {
  it('passes on the key’s inputs only, the host as the tenant hint, and marks the render', () => {
    const headers = renderHeaders(
      request({
        headers: {
          cookie: `${hebrew}; ${consent(['necessary'])}; next-auth.csrf-token=secret; other=1`,
          'accept-language': 'he',
          authorization: 'Bearer x',
        },
      }),
    );
    expect(headers.get('x-forwarded-host')).toBe('bean-leaf.localhost:3000');
    expect(headers.get('cookie')).toBe(`${hebrew}; ${consent(['necessary'])}`.split('; ').sort().join('; '));
    expect(headers.get('accept-language')).toBeNull();
    expect(headers.get('authorization')).toBeNull();
    expect(headers.get(PAGE_CACHE_HEADER)).toBe('render');
  });
});

describe('cacheableHeaders', () => {
  const html = { 'content-type': 'text/html; charset=utf-8' };
  it('keeps a 200 HTML document’s headers without the transfer ones and the CSP', () => {
    const kept = cacheableHeaders(
      200,
      new Headers({
        ...html,
        'content-length': '10',
        'content-security-policy': 'x',
        vary: 'rsc',
        date: 'now',
      }),
    );
    expect(Object.fromEntries(kept ?? [])).toEqual({ ...html, vary: 'rsc' });
  });

  it('refuses other statuses, other types and any answer that sets a cookie', () => {
    expect(cacheableHeaders(404, new Headers(html))).toBeUndefined();
    expect(cacheableHeaders(307, new Headers(html))).toBeUndefined();
    expect(cacheableHeaders(200, new Headers({ 'content-type': 'application/json' }))).toBeUndefined();
    expect(cacheableHeaders(200, new Headers({ ...html, 'set-cookie': 'a=1' }))).toBeUndefined();
  });
});

describe('nonces', () => {
  it('reads the render’s nonce from its policy and writes each response’s own over it everywhere', () => {
    const nonce = btoa(crypto.randomUUID());
    expect(nonceOf(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`)).toBe(nonce);
    expect(nonceOf("script-src 'self'")).toBeUndefined();
    const page: CachedPage = {
      html: `<script nonce="${nonce}"></script><script>self.__next_f.push([1,"{\\"nonce\\":\\"${nonce}\\"}"])</script>`,
      headers: [['link', `</a.css>; rel=preload; nonce="${nonce}"`]],
      nonce,
      renderedAt: 0,
    };
    const fresh = btoa(crypto.randomUUID());
    const served = withNonce(page, fresh);
    expect(served.html).not.toContain(nonce);
    expect(served.html.split(fresh)).toHaveLength(3);
    expect(served.headers).toEqual([['link', `</a.css>; rel=preload; nonce="${fresh}"`]]);
  });
});

describe('PageCache', () => {
  const page = (n: number): CachedPage => ({ html: `page ${n}`, headers: [], nonce: 'n', renderedAt: 0 });

  function setup() {
    let now = 0;
    let renders = 0;
    const pending: ((refused: boolean) => void)[] = [];
    const render = vi.fn(
      () =>
        new Promise<CachedPage | undefined>((resolve) => {
          renders += 1;
          const n = renders;
          pending.push((refused) => resolve(refused ? undefined : { ...page(n), renderedAt: now }));
        }),
    );
    const cache = new PageCache(render, () => now);
    const settle = async (refused = false) => {
      while (pending.length > 0) pending.shift()!(refused);
      await new Promise((resolve) => setTimeout(resolve, 0));
    };
    return { cache, render, settle, advance: (ms: number) => (now += ms) };
  }

  it('renders once for concurrent requests, then serves the render while it is fresh', async () => {
    const { cache, render, settle, advance } = setup();
    const first = cache.get('k', request());
    const second = cache.get('k', request());
    await settle();
    expect((await first)?.html).toBe('page 1');
    expect((await second)?.html).toBe('page 1');
    advance(FRESH_MS - 1);
    expect((await cache.get('k', request()))?.html).toBe('page 1');
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('serves a stale page at once while one background render replaces it, and waits once it is too old', async () => {
    const { cache, render, settle, advance } = setup();
    const first = cache.get('k', request());
    await settle();
    await first;
    advance(FRESH_MS);
    expect((await cache.get('k', request()))?.html).toBe('page 1');
    expect((await cache.get('k', request()))?.html).toBe('page 1');
    expect(render).toHaveBeenCalledTimes(2);
    await settle();
    expect((await cache.get('k', request()))?.html).toBe('page 2');

    advance(STALE_MS);
    let answered = false;
    const waiting = cache.get('k', request()).then((value) => {
      answered = true;
      return value;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(answered).toBe(false);
    await settle();
    expect((await waiting)?.html).toBe('page 3');
  });

  it('keeps nothing when a render is refused or fails, and renders such a key as usual while the refusal is fresh', async () => {
    const { cache, render, settle, advance } = setup();
    const refused = cache.get('k', request());
    await settle(true);
    expect(await refused).toBeUndefined();
    // Within the fresh window the refusal stands: no second render for the cache.
    advance(FRESH_MS - 1);
    expect(await cache.get('k', request())).toBeUndefined();
    expect(render).toHaveBeenCalledTimes(1);
    // Other keys are not affected.
    const other = cache.get('other', request());
    await settle();
    expect((await other)?.html).toBe('page 2');
    advance(1);
    const next = cache.get('k', request());
    await settle();
    expect((await next)?.html).toBe('page 3');
    expect(render).toHaveBeenCalledTimes(3);

    const failing = new PageCache(async () => {
      throw new Error('connection refused');
    });
    expect(await failing.get('k', request())).toBeUndefined();
  });

  it('remembers at most as many refusals as pages, the oldest forgotten first', async () => {
    const { cache, render, settle } = setup();
    for (let i = 0; i <= 200; i += 1) {
      const refused = cache.get(`unknown ${i}`, request());
      await settle(true);
      await refused;
    }
    expect(render).toHaveBeenCalledTimes(201);
    expect(await cache.get('unknown 200', request())).toBeUndefined();
    expect(render).toHaveBeenCalledTimes(201);
    const again = cache.get('unknown 0', request());
    await settle(true);
    await again;
    expect(render).toHaveBeenCalledTimes(202);
  });
});
