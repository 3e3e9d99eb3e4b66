/**
 * The public pages' HTML cache (src/proxy.ts; decision 008). A guest's sign-in page, home, landing page and purchase
 * scanner depend on the business (host), the language cookie, whether the cookie banner was answered, and the
 * path, nothing else: one render serves every guest asking for the same key, for a few seconds, instead of a
 * React render per request.
 *
 * Every response still gets a nonce of its own: the cached document keeps the nonce it was rendered with, and
 * each response gets a fresh one written over it (in the markup, the RSC payload and the Link header), with the
 * CSP header naming the new one. A nonce is 48 random base64 characters, so it never occurs by chance.
 *
 * An entry is served as is for FRESH_MS; after that it is still served while one background render replaces it,
 * up to STALE_MS, after which a request waits for a new render. So a business's change reaches its public pages
 * within seconds of the portal hearing of it, and a portal with any traffic renders each key about once per
 * FRESH_MS. A render that fails, answers anything but 200 or sets a cookie is passed on and never kept; the refusal
 * is remembered for FRESH_MS, so that such a key (an unknown landing page's 404) is rendered once per request, as
 * usual, instead of once for the cache and once more for the visitor.
 */
import 'server-only';
import { BUSINESS_ID_HEADER, FORWARDED_HOST_HEADER } from '@loyalty/contract/constants';
import { SELECTED_LANGUAGE_COOKIE } from '@/i18n/language-cookie';
import { CONSENT_COOKIE, acceptedCategories } from '@/lib/consent';

/** Marks the portal's own render request for the cache, which the proxy passes through to the page. */
export const PAGE_CACHE_HEADER = 'x-page-cache';
export const FRESH_MS = 5_000;
export const STALE_MS = 30_000;
const MAX_ENTRIES = 200;

/** Public pages whose HTML depends only on the business, the language and the cookie-banner state. */
const CACHEABLE_PATHS = [/^\/$/, /^\/auth\/signin$/, /^\/purchasescanner$/, /^\/lp\/(glp\/)?[^/]+$/];

/** The request cookies a cached page may depend on; no other cookie reaches its render. */
const KEPT_COOKIES = new Set([SELECTED_LANGUAGE_COOKIE, CONSENT_COOKIE]);

/**
 * Request headers passed on to the render (the host goes as x-forwarded-host: the tenant hint): the key's inputs and
 * the request id for the logs, nothing the key does not tell apart (not even the language the browser prefers).
 */
const KEPT_HEADERS = ['accept', BUSINESS_ID_HEADER, 'x-request-id'];

/** Response headers that belong to one transfer, not to the document. */
const TRANSFER_HEADERS = new Set([
  'connection',
  'content-encoding',
  'content-length',
  'content-security-policy',
  'date',
  'keep-alive',
  'transfer-encoding',
]);

export interface PageRequest {
  method: string;
  pathname: string;
  search: string;
  headers: Headers;
  /** Whether the request carries a member's session cookie (its page is the member's, never cached). */
  hasSession: boolean;
}

export interface CachedPage {
  html: string;
  headers: [string, string][];
  /** The nonce the document was rendered with, replaced in every response. */
  nonce: string;
  renderedAt: number;
}

/** What the render hands back; undefined when the page must not be cached (the proxy renders it as usual). */
export type RenderPage = (path: string, headers: Headers) => Promise<CachedPage | undefined>;

/** The host as the render gets it (port kept, unlike the tenant's lookup: the key holds exactly what is sent). */
function effectiveHost(headers: Headers): string {
  return (headers.get(FORWARDED_HOST_HEADER) ?? headers.get('host') ?? '')
    .split(',')[0]!
    .trim()
    .toLowerCase();
}

/** The request's cookies a cached page may depend on, as `name=value` parts in a fixed order. */
function keptCookies(cookieHeader: string | null): string[] {
  return (cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => KEPT_COOKIES.has(part.slice(0, part.indexOf('='))))
    .sort();
}

/** The cache key of a request, or undefined when its page must be rendered for it alone. */
export function pageCacheKey(request: PageRequest): string | undefined {
  const { headers } = request;
  if (request.method !== 'GET' || request.search !== '' || request.hasSession) return undefined;
  if (headers.has(PAGE_CACHE_HEADER) || headers.has('rsc') || headers.has('next-router-state-tree'))
    return undefined;
  if (!CACHEABLE_PATHS.some((path) => path.test(request.pathname))) return undefined;
  const host = effectiveHost(headers);
  if (!host) return undefined;
  const cookie = headers.get('cookie') ?? '';
  const language = keptCookies(cookie).find((part) => part.startsWith(`${SELECTED_LANGUAGE_COOKIE}=`));
  const bannerAnswered = acceptedCategories(cookie).length > 0;
  return [host, headers.get(BUSINESS_ID_HEADER) ?? '', language ?? '', bannerAnswered, request.pathname].join(
    '\n',
  );
}

/** The headers the render request carries: the key's inputs and nothing that could make it one member's. */
export function renderHeaders(request: PageRequest): Headers {
  const headers = new Headers();
  for (const name of KEPT_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  headers.set(FORWARDED_HOST_HEADER, effectiveHost(request.headers));
  const cookies = keptCookies(request.headers.get('cookie'));
  if (cookies.length > 0) headers.set('cookie', cookies.join('; '));
  headers.set(PAGE_CACHE_HEADER, 'render');
  return headers;
}

/** The document's headers worth keeping, or undefined when the answer must not be cached. */
export function cacheableHeaders(status: number, headers: Headers): [string, string][] | undefined {
  if (status !== 200 || headers.has('set-cookie')) return undefined;
  if (!(headers.get('content-type') ?? '').startsWith('text/html')) return undefined;
  return [...headers].filter(([name]) => !TRANSFER_HEADERS.has(name.toLowerCase()));
}

/** The nonce a rendered document's CSP names. */
export function nonceOf(policy: string | null): string | undefined {
  return policy?.match(/'nonce-([A-Za-z0-9+/=]+)'/)?.[1];
}

/** The cached document for one response: the render's nonce replaced by this response's own. */
export function withNonce(page: CachedPage, nonce: string): { html: string; headers: [string, string][] } {
  return {
    html: page.html.replaceAll(page.nonce, nonce),
    headers: page.headers.map(([name, value]) => [name, value.replaceAll(page.nonce, nonce)]),
  };
}

export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  /** When a key's render was last refused (or failed). */
  private readonly refusals = new Map<string, number>();
  private readonly renders = new Map<string, Promise<CachedPage | undefined>>();

  constructor(
    private readonly render: RenderPage,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The cached document for this key: fresh, stale while a background render replaces it, or rendered now
   * (concurrent requests for one key share one render). Undefined: not cacheable, render it as usual.
   */
  async get(key: string, request: PageRequest): Promise<CachedPage | undefined> {
    const refusedAt = this.refusals.get(key);
    if (refusedAt !== undefined && this.now() - refusedAt < FRESH_MS) return undefined;
    const entry = this.entries.get(key);
    const age = entry ? this.now() - entry.renderedAt : Infinity;
    if (entry && age < FRESH_MS) return entry;
    if (entry && age < STALE_MS) {
      void this.refresh(key, request);
      return entry;
    }
    return this.refresh(key, request);
  }

  private refresh(key: string, request: PageRequest): Promise<CachedPage | undefined> {
    const running = this.renders.get(key);
    if (running) return running;
    const render = this.render(request.pathname, renderHeaders(request))
      .catch(() => undefined)
      .then((page) => {
        if (page) {
          this.refusals.delete(key);
          this.store(this.entries, key, page);
        } else {
          this.entries.delete(key);
          this.store(this.refusals, key, this.now());
        }
        return page;
      })
      .finally(() => this.renders.delete(key));
    this.renders.set(key, render);
    return render;
  }

  private store<T>(map: Map<string, T>, key: string, value: T): void {
    map.delete(key);
    map.set(key, value);
    // Oldest first in a Map: the least recently rendered goes.
    while (map.size > MAX_ENTRIES) map.delete(map.keys().next().value!);
  }
}
