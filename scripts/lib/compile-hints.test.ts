import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT, firstLoadChunkPaths } from './compile-hints';

let appDir: string;
const chunk = (name: string) => `.next/static/chunks/${name}`;
const read = (name: string) => readFileSync(join(appDir, chunk(name)), 'utf8');

function writeChunk(name: string, bytes: number): string {
  const source = `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([${'0,'.repeat(bytes)}]);`;
  writeFileSync(join(appDir, chunk(name)), source);
  return source;
}

function writeStats(routes: { route: string; firstLoadChunkPaths: string[] }[]): void {
  writeFileSync(join(appDir, '.next/diagnostics/route-bundle-stats.json'), JSON.stringify(routes));
}

beforeEach(() => {
  appDir = mkdtempSync(join(tmpdir(), 'compile-hints-'));
  mkdirSync(join(appDir, '.next/static/chunks'), { recursive: true });
  mkdirSync(join(appDir, '.next/diagnostics'), { recursive: true });
});
afterEach(() => rmSync(appDir, { recursive: true, force: true }));

describe('addCompileHints', () => {
  it("marks each route's large first-load files once, and leaves small ones and later chunks as they were", () => {
    const framework = writeChunk('framework.js', 40_000);
    const page = writeChunk('page.js', 30_000);
    const small = writeChunk('small.js', 100);
    const later = writeChunk('later.js', 50_000);
    writeStats([
      { route: '/', firstLoadChunkPaths: [chunk('framework.js'), chunk('small.js'), chunk('styles.css')] },
      { route: '/member/profile', firstLoadChunkPaths: [chunk('framework.js'), chunk('page.js')] },
    ]);

    const result = addCompileHints(appDir, 20 * 1024);

    expect(result.hinted.sort()).toEqual([chunk('framework.js'), chunk('page.js')]);
    expect(result.small).toEqual([chunk('small.js')]);
    expect(read('framework.js')).toBe(COMPILE_HINT + framework);
    expect(read('page.js')).toBe(COMPILE_HINT + page);
    expect(read('small.js')).toBe(small);
    expect(read('later.js')).toBe(later);
  });

  it('changes nothing when run again', () => {
    const framework = writeChunk('framework.js', 40_000);
    writeStats([{ route: '/', firstLoadChunkPaths: [chunk('framework.js')] }]);
    addCompileHints(appDir, 1024);
    const again = addCompileHints(appDir, 1024);
    expect(again.hinted).toEqual([chunk('framework.js')]);
    expect(read('framework.js')).toBe(COMPILE_HINT + framework);
  });

  it('puts the hint on the first line, as V8 reads it', () => {
    writeChunk('framework.js', 40_000);
    writeStats([{ route: '/', firstLoadChunkPaths: [chunk('framework.js')] }]);
    addCompileHints(appDir, 1024);
    expect(read('framework.js').split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
  });

  it('says to build first when the build lists no routes', () => {
    expect(() => firstLoadChunkPaths(appDir)).toThrow(
      /route-bundle-stats\.json is missing: run next build first/,
    );
  });
});
