// `npm start` as a user runs it: data survives a restart, a second stack on the same data refuses to start,
// and stopping ends both processes and releases the data directory.
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from '@playwright/test';
import { freePort, newDataDir, startStack } from './stack';

async function admin(apiUrl: string, token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${apiUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as unknown };
}

test('data survives a restart, with no second seed', async () => {
  const dataDir = newDataDir();
  try {
    const first = await startStack({ dataDir });
    const created = await admin(first.apiUrl, first.adminToken, 'POST', '/admin/v1/businesses', {
      id: 'restart-check',
      name: 'Restart Check',
    });
    expect(created.status).toBe(201);
    await first.stop();

    const second = await startStack({ dataDir });
    const list = await admin(second.apiUrl, second.adminToken, 'GET', '/admin/v1/businesses');
    const ids = (list.body as { id: string }[]).map((b) => b.id);
    expect(ids.filter((id) => id === 'restart-check')).toHaveLength(1);
    expect(ids.filter((id) => id === 'bean-leaf')).toHaveLength(1);
    const members = await admin(
      second.apiUrl,
      second.adminToken,
      'GET',
      '/admin/v1/businesses/bean-leaf/members?search=demo@example.com',
    );
    expect((members.body as { total: number }).total).toBe(1);
    await second.stop();
    expect(existsSync(join(dataDir, '.lock')), 'the lock is released on stop').toBe(false);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('a second start on the same data directory fails with a clear message', async () => {
  const dataDir = newDataDir();
  const running = await startStack({ dataDir });
  try {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts', '--no-build'], {
      cwd: join(import.meta.dirname, '..'),
      env: {
        ...process.env,
        PORT: String(await freePort()),
        API_PORT: String(await freePort()),
        DATA_DIR: dataDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).not.toBe(0);
    expect(output).toMatch(/DATA_DIR/);
    expect(output).toMatch(/another process/i);
    // The running stack is unharmed.
    expect((await fetch(`${running.apiUrl}/ready`)).status).toBe(200);
  } finally {
    await running.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('SIGINT stops the API and the portal', async () => {
  const stack = await startStack();
  const portal = stack.url('127.0.0.1', '/api/configuration');
  expect((await fetch(portal)).status).toBe(200);
  await stack.stop();
  await expect(fetch(portal)).rejects.toThrow();
  await expect(fetch(`${stack.apiUrl}/health`)).rejects.toThrow();
});
