/**
 * V8's explicit compile hint (Chrome 136 and later) on the JavaScript that pages run while they load. A script that
 * starts with the magic comment `//# allFunctionsCalledOnLoad` has all its functions compiled when the script is
 * compiled, which Chromium does on a background thread while the file streams in. Without it V8 compiles each
 * function on its first call, on the main thread: for a Next.js page that is React DOM, the router and the member
 * store compiled inside the tasks that bootstrap and hydrate the page (decision 003 measured the difference).
 *
 * Which files: every route's first-load chunks, as the build lists them (`.next/diagnostics/route-bundle-stats.json`,
 * from which the bench also reads the framework floor's first load), and of those only files of at least
 * `MIN_HINTED_BYTES`. Chunks a page imports later (on a click, or beside the page) keep V8's lazy compilation: most
 * of their functions may never run. Other browsers read the line as a comment. Each hinted file grows by the
 * comment's 29 bytes (about 22 gzipped).
 *
 * Source maps are not shipped with the portal; a build that ships them would see its mappings one line off.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Only large first-load files are hinted: React DOM, the router and the member store's libraries, whose lazy
 * compilation made most of the long tasks. The smaller ones (the app shell, a page's own components) are compiled
 * lazily as before, since each hint is bytes every visitor downloads and their compilation costs little.
 */
const MIN_HINTED_BYTES = 40 * 1024;

/** One route of a Next.js build's `route-bundle-stats.json`: what it loads first (paths relative to the app). */
interface RouteBundleStats {
  route: string;
  firstLoadChunkPaths: string[];
}

/** Where `next build` lists each route's first-load files. */
export function routeBundleStatsFile(appDir: string): string {
  return join(appDir, '.next/diagnostics/route-bundle-stats.json');
}

/** Every route of a built Next.js app with its first-load files. */
export function readRouteBundleStats(appDir: string): RouteBundleStats[] {
  const statsFile = routeBundleStatsFile(appDir);
  if (!existsSync(statsFile)) {
    throw new Error(`${statsFile} is missing: run next build first`);
  }
  return JSON.parse(readFileSync(statsFile, 'utf8')) as RouteBundleStats[];
}

export interface CompileHintsResult {
  /** Paths (relative to the app) that carry the hint, whether this run or an earlier one wrote it. */
  hinted: string[];
  /** First-load files under the size limit, left as they were. */
  small: string[];
}

/** The first-load chunks of every route of a built Next.js app, each once. */
export function firstLoadChunkPaths(appDir: string): string[] {
  const routes = readRouteBundleStats(appDir);
  return [...new Set(routes.flatMap((route) => route.firstLoadChunkPaths))].filter((path) =>
    path.endsWith('.js'),
  );
}

/** Puts the compile hint at the top of each first-load file of at least `minBytes`; running it again changes nothing. */
export function addCompileHints(appDir: string, minBytes = MIN_HINTED_BYTES): CompileHintsResult {
  const result: CompileHintsResult = { hinted: [], small: [] };
  for (const path of firstLoadChunkPaths(appDir)) {
    const file = join(appDir, path);
    const source = readFileSync(file, 'utf8');
    if (source.startsWith(COMPILE_HINT)) {
      result.hinted.push(path);
    } else if (Buffer.byteLength(source) < minBytes) {
      result.small.push(path);
    } else {
      writeFileSync(file, COMPILE_HINT + source);
      result.hinted.push(path);
    }
  }
  return result;
}
