import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { businessListSchema, memberListSchema } from '@loyalty/contract';
import { DataDirLockedError, LOCK_FILE_NAME } from '@loyalty/db';
import { createTestDatabase, testDatabaseKinds } from '@loyalty/db/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from './env';
import { startServer, type RunningServer } from './server';

const tokens = { SERVICE_TOKEN: 'service-token-0123456789', ADMIN_TOKEN: 'admin-token-0123456789' };
const baseEnv = { ...tokens, API_PORT: '0', LOG_LEVEL: 'silent', LOYALTY_DEMO: '1' };

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

const urlOf = (server: RunningServer) =>
  `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;

async function businessIds(server: RunningServer): Promise<string[]> {
  const response = await fetch(`${urlOf(server)}/admin/v1/businesses`, {
    headers: { authorization: `Bearer ${tokens.ADMIN_TOKEN}` },
  });
  return businessListSchema.parse(await response.json()).map((business) => business.id);
}

async function demoMemberCount(server: RunningServer): Promise<number> {
  const response = await fetch(`${urlOf(server)}/admin/v1/businesses/bean-leaf/members`, {
    headers: { authorization: `Bearer ${tokens.ADMIN_TOKEN}` },
  });
  return memberListSchema.parse(await response.json()).total;
}

describe('server on an embedded database', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'loyalty-server-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('locks DATA_DIR, refuses a second server on it, and keeps its data across a restart', async () => {
    const env = loadEnv({ ...baseEnv, DATA_DIR: dataDir });
    const first = await startServer(env);
    try {
      expect((await fetch(`${urlOf(first)}/ready`)).status).toBe(200);
      expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(true);
      await expect(startServer(env)).rejects.toThrow(DataDirLockedError);
    } finally {
      await first.close();
    }
    expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);

    // Restarted with demo seeding again: the same two businesses, not four.
    const second = await startServer(env);
    try {
      expect(await businessIds(second)).toEqual(['bean-leaf', 'northwind']);
    } finally {
      await second.close();
    }
  });

  it('refuses a second API process on the same DATA_DIR with a message naming the holder', async () => {
    const ownDir = path.join(dataDir, 'second-process');
    const env = loadEnv({ ...baseEnv, DATA_DIR: ownDir, LOYALTY_DEMO: '0' });
    const first = await startServer(env);
    try {
      const second = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
        cwd: repoRoot,
        encoding: 'utf8',
        env: { PATH: process.env.PATH, ...baseEnv, DATA_DIR: ownDir, LOYALTY_DEMO: '0' },
        timeout: 90_000,
      });
      expect(second.status).toBe(1);
      expect(second.stderr).toContain(`Another process (pid ${process.pid}) is using DATA_DIR ${ownDir}`);
      expect(second.stderr).not.toContain('    at ');
      // The first keeps serving.
      expect((await fetch(`${urlOf(first)}/ready`)).status).toBe(200);
    } finally {
      await first.close();
    }
  }, 120_000);
});

if (testDatabaseKinds().includes('postgres')) {
  describe('servers on one PostgreSQL database', () => {
    it('start together on an empty database without tripping over each other, seeding the demo once', async () => {
      const database = await createTestDatabase({ kind: 'postgres', migrate: false });
      try {
        const env = loadEnv({ ...baseEnv, DATABASE_URL: database.databaseUrl });
        const servers = await Promise.all([startServer(env), startServer(env), startServer(env)]);
        try {
          for (const server of servers) {
            expect(await businessIds(server)).toEqual(['bean-leaf', 'northwind']);
            expect(await demoMemberCount(server)).toBe(1);
          }
        } finally {
          await Promise.all(servers.map((server) => server.close()));
        }
      } finally {
        await database.close();
      }
    });
  });
}
