import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { outboundMessages } from './schema/index';

const writer = fileURLToPath(new URL('./crash-writer.ts', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const COMMITS_BEFORE_KILL = 40;

/** Runs the writer until it has reported `commits` commits, SIGKILLs it, and returns every id it reported. */
function writeUntilKilled(dataDir: string, commits: number): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', writer, dataDir], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const ids: number[] = [];
    let pending = '';
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const match = /^committed (\d+)$/.exec(line);
        if (match?.[1]) ids.push(Number(match[1]));
      }
      if (ids.length >= commits && child.exitCode === null) child.kill('SIGKILL');
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (signal === 'SIGKILL') resolve(ids);
      else reject(new Error(`writer exited on its own (code ${String(code)}): ${stderr}`));
    });
  });
}

describe('PGlite durability', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'loyalty-crash-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  // Two rounds: the second also proves that a directory left by a killed process opens and takes writes.
  it.each([1, 2])('keeps every commit the writer reported before SIGKILL (round %i)', async () => {
    const ids = await writeUntilKilled(dataDir, COMMITS_BEFORE_KILL);
    expect(ids.length).toBeGreaterThanOrEqual(COMMITS_BEFORE_KILL);

    const reopened = await openDatabase({ dataDir });
    try {
      const found = await reopened.db
        .select({ id: outboundMessages.id })
        .from(outboundMessages)
        .where(inArray(outboundMessages.id, ids));
      expect(found.map((row) => row.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    } finally {
      await reopened.close();
    }
  });
});
