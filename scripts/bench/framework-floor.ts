/**
 * The framework's floors, from one bare Next.js App Router app built with the Next.js and React versions
 * installed here:
 * - first-load JavaScript: what its page (one server component, one client component with a counter) makes
 *   every browser download, measured in the same way as the portal's pages (the build's route manifest, each
 *   chunk gzipped at level 9). The portal's pages cannot go below it; what is above it is ours.
 * - its route handler `/api/relay` (one GET to an upstream over a kept-alive connection, its answer returned as
 *   JSON: what every BFF call does, without the session, validation or database) is load-tested beside the
 *   portal's by route-handler-floor.ts; so is the same relay served as a Next.js API route
 *   (`/api/relay-api-route`, pages/api), the way the portal serves its BFF (decision 011).
 * Built once per Next.js version and app source into the git-ignored tmp/bench-floor (about 20 s), then reused.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { addCompileHints, readRouteBundleStats, routeBundleStatsFile } from '../lib/compile-hints';
import { repoRoot } from '../lib/stack-config';

export interface FrameworkFloor {
  next: string;
  react: string;
  gzipKb: number;
  files: number;
}

export const floorDir = join(repoRoot, 'tmp', 'bench-floor');

/** The environment variable that gives the floor app's route handler its upstream. */
export const FLOOR_UPSTREAM_ENV = 'FLOOR_UPSTREAM_URL';
/** Headers (JSON) the relay sends with every upstream call: none for the hello-world server. */
export const FLOOR_UPSTREAM_HEADERS_ENV = 'FLOOR_UPSTREAM_HEADERS';

const FILES: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'bench-floor', private: true, type: 'module' }),
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      lib: ['dom', 'esnext'],
      jsx: 'react-jsx',
      module: 'esnext',
      moduleResolution: 'bundler',
      strict: true,
      skipLibCheck: true,
      noEmit: true,
      isolatedModules: true,
    },
    include: ['**/*.ts', '**/*.tsx'],
  }),
  'app/layout.tsx': `export default function Layout({ children }: { children: React.ReactNode }) {
  return <html lang="en"><body>{children}</body></html>;
}
`,
  'app/page.tsx': `import { Counter } from './counter';
export default function Page() {
  return <main><h1>Floor</h1><Counter /></main>;
}
`,
  // Rendered on every request (it reads a request header), as the portal's pages are: the floor of the SSR budgets.
  'app/ssr/page.tsx': `import { headers } from 'next/headers';
import { Counter } from '../counter';
export default async function Page() {
  const host = (await headers()).get('host') ?? '';
  return <main><h1>Floor {host}</h1><Counter /></main>;
}
`,
  'lib/relay.ts': `import http from 'node:http';
const agent = new http.Agent({ keepAlive: true, maxFreeSockets: 64, scheduling: 'lifo' });
const headers = JSON.parse(process.env.${FLOOR_UPSTREAM_HEADERS_ENV} || '{}') as Record<string, string>;
export function relay(): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = http.get(process.env.${FLOOR_UPSTREAM_ENV} ?? '', { agent, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve(body));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}
`,
  'app/api/relay/route.ts': `import { relay } from '../../../lib/relay';
export async function GET() {
  const upstream = await relay();
  return Response.json({ upstream }, { headers: { 'cache-control': 'no-store' } });
}
`,
  // The same relay served as a Next.js API route (pages/api), as the portal's BFF is (decision 011).
  'pages/api/relay-api-route.ts': `import type { NextApiRequest, NextApiResponse } from 'next';
import { relay } from '../../lib/relay';
export const config = { api: { bodyParser: false } };
export default async function handler(_request: NextApiRequest, response: NextApiResponse) {
  const upstream = await relay();
  response.setHeader('cache-control', 'no-store');
  response.status(200).json({ upstream });
}
`,
  'app/counter.tsx': `'use client';
import { useState } from 'react';
export function Counter() {
  const [n, setN] = useState(0);
  return <button onClick={() => setN(n + 1)}>{n}</button>;
}
`,
};

function versionOf(pkg: string): string {
  const require = createRequire(join(repoRoot, 'apps/portal/package.json'));
  return (JSON.parse(readFileSync(require.resolve(`${pkg}/package.json`), 'utf8')) as { version: string })
    .version;
}

/** Builds the floor app unless it is built already with these versions and these sources. */
export function ensureFloorBuilt(): { next: string; react: string } {
  const next = versionOf('next');
  const react = versionOf('react');
  const stamp = join(floorDir, '.built-with');
  const sources = createHash('sha256').update(JSON.stringify(FILES)).digest('hex').slice(0, 16);
  const builtWith = `${next} ${react} ${sources}`;
  if (
    !existsSync(stamp) ||
    readFileSync(stamp, 'utf8') !== builtWith ||
    !existsSync(routeBundleStatsFile(floorDir))
  ) {
    for (const [path, text] of Object.entries(FILES)) {
      mkdirSync(join(floorDir, path, '..'), { recursive: true });
      writeFileSync(join(floorDir, path), text);
    }
    const nextBin = join(repoRoot, 'node_modules/next/dist/bin/next');
    const built = spawnSync(process.execPath, [nextBin, 'build'], {
      cwd: floorDir,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
      encoding: 'utf8',
    });
    if (built.status !== 0) throw new Error(`the floor app did not build: ${built.stderr.slice(-400)}`);
    writeFileSync(stamp, builtWith);
  }
  // Built as the portal is: its build adds V8's compile hint to the framework's first-load files as to ours, so the
  // floor carries the same bytes for them (idempotent, also for a floor built before the portal's build did this).
  addCompileHints(floorDir);
  return { next, react };
}

export function measureFrameworkFloor(): FrameworkFloor {
  const { next, react } = ensureFloorBuilt();
  const routes = readRouteBundleStats(floorDir);
  const page = routes.find((r) => r.route === '/');
  if (!page) throw new Error('the floor app has no / route in its build stats');
  const gzipBytes = page.firstLoadChunkPaths.reduce(
    (sum, path) => sum + gzipSync(readFileSync(join(floorDir, path)), { level: 9 }).length,
    0,
  );
  return { next, react, gzipKb: gzipBytes / 1024, files: page.firstLoadChunkPaths.length };
}
