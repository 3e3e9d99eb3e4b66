/**
 * First-load JavaScript of a route, in KB gzipped: what a first visit downloads before the page is
 * interactive. Next 16 no longer prints it, and its manifests do not say which chunks a dynamic App Router
 * page pulls in (that depends on the client components rendered), so this reads the server-rendered HTML:
 * every script it loads or preloads from /_next/static, read from the build (.next/static), gzipped at
 * level 9 as a CDN would, summed.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { portalDir } from '../lib/portal-build';

export interface FirstLoadJs {
  /** The HTML document itself, gzipped (it carries the inline RSC payload besides the markup). */
  documentGzipKb: number;
  files: number;
  rawKb: number;
  gzipKb: number;
  /** The chunks, largest first (gzipped KB), for finding what to split off. */
  chunks: { path: string; gzipKb: number }[];
}

const STATIC_PREFIX = '/_next/static/';

/** A tag's attributes, lower-cased names; valueless ones (`async`, `nomodule`) map to ''. */
function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  const inner = tag.replace(/^<\w+/, '').replace(/\/?>$/, '');
  for (const match of inner.matchAll(/([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    found[(match[1] ?? '').toLowerCase()] = (match[2] ?? match[3] ?? match[4] ?? '').replaceAll('&amp;', '&');
  }
  return found;
}

/**
 * Script URLs a modern browser loads for the HTML (`<script src>`) or preloads (`<link rel=preload
 * as=script>`, modulepreload).
 */
function scriptUrls(html: string, pageUrl: string): string[] {
  const urls = new Set<string>();
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const attrs = attributes(tag);
    const isScript = tag.toLowerCase().startsWith('<script');
    // `nomodule` scripts (Next's legacy polyfills) are only fetched by browsers without ES modules.
    if (isScript && 'nomodule' in attrs) continue;
    const rel = attrs.rel?.toLowerCase() ?? '';
    const href = isScript
      ? attrs.src
      : rel === 'modulepreload' || (rel === 'preload' && attrs.as === 'script')
        ? attrs.href
        : undefined;
    if (!href) continue;
    const url = new URL(href, pageUrl);
    if (url.origin === new URL(pageUrl).origin && url.pathname.startsWith(STATIC_PREFIX))
      urls.add(url.toString());
  }
  return [...urls];
}

/** A chunk's bytes: from the build when it is there, else as served (e.g. the build changed meanwhile). */
async function chunkBytes(url: string): Promise<Buffer> {
  const relative = decodeURIComponent(new URL(url).pathname.slice(STATIC_PREFIX.length));
  const file = join(portalDir, '.next/static', relative);
  if (existsSync(file)) return readFileSync(file);
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} is neither in .next/static nor served (${res.status})`);
  return Buffer.from(await res.arrayBuffer());
}

export async function measureFirstLoadJs(
  pageUrl: string,
  headers: Record<string, string>,
): Promise<FirstLoadJs> {
  const res = await fetch(pageUrl, { headers, signal: AbortSignal.timeout(30_000) });
  if (!res.ok) throw new Error(`GET ${pageUrl} answered ${res.status}`);
  const html = await res.text();
  const urls = scriptUrls(html, pageUrl);
  const chunks = await Promise.all(
    urls.map(async (url) => {
      const bytes = await chunkBytes(url);
      return {
        path: new URL(url).pathname,
        rawKb: bytes.length / 1024,
        gzipKb: gzipSync(bytes, { level: 9 }).length / 1024,
      };
    }),
  );
  return {
    documentGzipKb: gzipSync(html, { level: 9 }).length / 1024,
    files: chunks.length,
    rawKb: chunks.reduce((sum, c) => sum + c.rawKb, 0),
    gzipKb: chunks.reduce((sum, c) => sum + c.gzipKb, 0),
    chunks: chunks.map(({ path, gzipKb }) => ({ path, gzipKb })).sort((a, b) => b.gzipKb - a.gzipKb),
  };
}
