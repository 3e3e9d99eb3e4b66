/**
 * The framework's floor of first-load JavaScript: what a bare Next.js App Router page (one server component,
 * one client component with a counter) makes every browser download with the Next.js and React versions
 * installed here, measured in the same way as the portal's pages (the build's route manifest, each chunk
 * gzipped at level 9). The portal's pages cannot go below it; what is above it is ours. Built once per Next.js
 * version into the git-ignored tmp/bench-floor (about 20 s), then reused.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from '../lib/stack-config';

export interface FrameworkFloor {
  next: string;
  react: string;
  gzipKb: number;
  files: number;
}

const floorDir = join(repoRoot, 'tmp', 'bench-floor');

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
    include: ['**/*.tsx'],
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

export function measureFrameworkFloor(): FrameworkFloor {
  const next = versionOf('next');
  const react = versionOf('react');
  const stamp = join(floorDir, '.built-with');
  const stats = join(floorDir, '.next/diagnostics/route-bundle-stats.json');
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== `${next} ${react}` || !existsSync(stats)) {
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
    writeFileSync(stamp, `${next} ${react}`);
  }
  const routes = JSON.parse(readFileSync(stats, 'utf8')) as {
    route: string;
    firstLoadChunkPaths: string[];
  }[];
  const page = routes.find((r) => r.route === '/');
  if (!page) throw new Error('the floor app has no / route in its build stats');
  const gzipBytes = page.firstLoadChunkPaths.reduce(
    (sum, path) => sum + gzipSync(readFileSync(join(floorDir, path)), { level: 9 }).length,
    0,
  );
  return { next, react, gzipKb: gzipBytes / 1024, files: page.firstLoadChunkPaths.length };
}
