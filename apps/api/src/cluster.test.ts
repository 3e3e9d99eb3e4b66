import { BUSINESS_ID_HEADER, BUSINESS_VERSION_HEADER, loyaltyApi } from '@loyalty/contract';
import { openDatabase, type OpenedDatabase } from '@loyalty/db';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '@loyalty/db/testing';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import type { AppConfig } from './env';
import { createJobLock } from './lib/job-lock';
import { throttle } from './modules/throttle/throttle.service';
import { createBroadcastWorker, type BroadcastWorkerOptions } from './modules/messages/broadcast-worker';
import { addMembers, broadcastCounts } from './modules/messages/messages.fixtures';
import { createTestClock, testPushConfig } from './testing';

/**
 * Two API instances on one PostgreSQL database, each with its own connection pool, as two machines would be:
 * what one instance counts or runs, the other sees.
 */
const config: AppConfig = {
  serviceToken: 'service-token-for-cluster-tests',
  adminToken: 'admin-token-for-cluster-tests',
  defaultBusinessId: 'bean-leaf',
  devOutbox: true,
  logLevel: 'silent',
  trustProxy: false,
  push: testPushConfig(),
};

if (testDatabaseKinds().includes('postgres')) {
  describe('two API instances on one PostgreSQL database', () => {
    let database: TestDatabase;
    let second: OpenedDatabase;
    let apps: [FastifyInstance, FastifyInstance];

    beforeAll(async () => {
      database = await createTestDatabase({ kind: 'postgres' });
      second = await openDatabase({ databaseUrl: database.databaseUrl });
      const databaseUrl = database.databaseUrl;
      apps = [
        buildApp({ db: database.db, databaseKind: 'postgres', databaseUrl, config }),
        buildApp({ db: second.db, databaseKind: 'postgres', databaseUrl, config }),
      ];
      await Promise.all(apps.map((app) => app.ready()));
    });
    afterAll(async () => {
      await Promise.all(apps.map((app) => app.close()));
      await second.close();
      await database.close();
    });

    it('share one rate limit: hits on either instance count against the same window', async () => {
      const rule = { name: `cluster-test-${Date.now()}`, max: 3, windowSeconds: 60 };
      const hit = [{ rule, subject: '203.0.113.7' }];
      const now = new Date();
      await throttle(database.db, hit, now);
      await throttle(second.db, hit, now);
      await throttle(database.db, hit, now);
      // The fourth hit, on the instance that saw only one, is refused: the count is not per process.
      await expect(throttle(second.db, hit, now)).rejects.toMatchObject({ statusCode: 429 });
      await expect(throttle(database.db, hit, now)).rejects.toMatchObject({ statusCode: 429 });
    });

    it("see a business change made through the other instance at once, not after the cache's time to live", async () => {
      const business = `cluster-config-${Date.now()}`;
      const admin = { authorization: `Bearer ${config.adminToken}` };
      const created = await apps[0].inject({
        method: 'POST',
        url: '/admin/v1/businesses',
        headers: admin,
        payload: { id: business, name: 'Before' },
      });
      expect(created.statusCode, created.body).toBe(201);
      const read = (app: FastifyInstance) =>
        app.inject({
          method: 'GET',
          url: loyaltyApi.configuration.get.path,
          headers: { authorization: `Bearer ${config.serviceToken}`, [BUSINESS_ID_HEADER]: business },
        });
      // The second instance keeps the business (its cache lives 10 s).
      const before = await read(apps[1]);
      expect(before.statusCode, before.body).toBe(200);
      expect(before.json()).toMatchObject({ businessName: 'Before' });
      const versionBefore = before.headers[BUSINESS_VERSION_HEADER];
      expect(versionBefore).toEqual(expect.any(String));

      const changedAt = performance.now();
      const updated = await apps[0].inject({
        method: 'PATCH',
        url: `/admin/v1/businesses/${business}`,
        headers: admin,
        payload: { name: 'After' },
      });
      expect(updated.statusCode, updated.body).toBe(200);
      // The notification arrives within a round trip; the test allows two seconds, far below the 10 s.
      let after = await read(apps[1]);
      while (
        (after.json() as { businessName: string }).businessName !== 'After' &&
        performance.now() - changedAt < 2000
      ) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        after = await read(apps[1]);
      }
      expect(after.json()).toMatchObject({ businessName: 'After' });
      // Both instances answer the same new version, which the portal compares with what it keeps.
      const versionAfter = after.headers[BUSINESS_VERSION_HEADER];
      expect(versionAfter).not.toEqual(versionBefore);
      expect((await read(apps[0])).headers[BUSINESS_VERSION_HEADER]).toEqual(versionAfter);
      const version = await apps[1].inject({
        method: 'GET',
        url: loyaltyApi.configuration.version.path,
        headers: { authorization: `Bearer ${config.serviceToken}`, [BUSINESS_ID_HEADER]: business },
      });
      expect(version.json()).toEqual({ version: versionAfter });
    });

    it('run a periodic job in one instance at a time: the other skips it while it runs', async () => {
      const [firstLock, secondLock] = [
        createJobLock(database.db, 'postgres'),
        createJobLock(second.db, 'postgres'),
      ];
      let finish: () => void = () => undefined;
      let started: () => void = () => undefined;
      const running = new Promise<void>((resolve) => (started = resolve));
      const held = firstLock.run('points-expiry', async () => {
        started();
        await new Promise<void>((resolve) => (finish = resolve));
      });
      await running;

      let ranOnSecond = false;
      expect(await secondLock.run('points-expiry', async () => void (ranOnSecond = true))).toBe('busy');
      expect(ranOnSecond).toBe(false);
      // The app's own housekeeping sees the same lock: points expiry is skipped there, the other jobs run.
      expect(await apps[1].housekeeping.runOnce()).toEqual({
        'sign-in-housekeeping': 'ran',
        'points-expiry': 'busy',
        'test-subscription-renewals': 'ran',
      });
      // Another job's lock is independent.
      expect(await secondLock.run('another-job', async () => undefined)).toBe('ran');

      finish();
      expect(await held).toBe('ran');
      expect(await secondLock.run('points-expiry', async () => void (ranOnSecond = true))).toBe('ran');
      expect(ranOnSecond).toBe(true);
    });

    it('resume a broadcast from the other instance when the API writing it dies: one message per member', async () => {
      // The apps' own workers would race the two driven here.
      await Promise.all(apps.map((app) => app.broadcasts.stop()));
      const clock = createTestClock();
      const business = `cluster-bc-${Date.now()}`;
      const created = await apps[0].inject({
        method: 'POST',
        url: '/admin/v1/businesses',
        headers: { authorization: `Bearer ${config.adminToken}` },
        payload: { id: business, name: 'Broadcast across instances' },
      });
      expect(created.statusCode).toBe(201);
      await addMembers(database.db, business, 2500, new Date(clock().getTime() - 60_000));
      const queued = await apps[1].inject({
        method: 'POST',
        url: `/admin/v1/businesses/${business}/messages`,
        headers: { authorization: `Bearer ${config.adminToken}` },
        payload: { audience: { type: 'all' }, title: 'To everyone', content: 'Hello', tag: 'news' },
      });
      expect(queued.statusCode).toBe(202);
      const { broadcastId } = queued.json() as { broadcastId: string };

      // The first instance writes one batch, then its machine dies: its connections end, it never answers again.
      const doomedUrl = new URL(database.databaseUrl!);
      doomedUrl.searchParams.set('application_name', 'doomed-instance');
      const doomed = await openDatabase({ databaseUrl: doomedUrl.toString() });
      let died: () => void = () => undefined;
      const dead = new Promise<void>((resolve) => (died = resolve));
      const worker = (db: typeof database.db, afterBatch?: BroadcastWorkerOptions['afterBatch']) =>
        createBroadcastWorker({ db, clock, log: apps[0].log, batchSize: 1000, leaseSeconds: 30, afterBatch });
      const firstRun = worker(doomed.db, async () => {
        await database.db.execute(
          sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'doomed-instance'`,
        );
        died();
        await new Promise(() => undefined);
      }).runOnce();
      await dead;
      void firstRun;
      expect(await broadcastCounts(database.db, broadcastId)).toMatchObject({ total: 1000 });

      // The other instance finds the broadcast leased until the lease runs out, then finishes it from the cursor.
      const survivor = worker(second.db);
      expect(await survivor.runOnce()).toBeUndefined();
      clock.advance(31);
      expect(await survivor.runOnce()).toEqual({ broadcastId, outcome: 'done', batches: 2 });
      expect(await broadcastCounts(database.db, broadcastId)).toEqual({
        total: 2500,
        members: 2500,
        maxPerMember: 1,
      });
      await doomed.close().catch(() => undefined);
    });

    it('release the job lock of an instance that dies mid-run (its connection ends)', async () => {
      const doomed = await openDatabase({ databaseUrl: database.databaseUrl });
      let started: () => void = () => undefined;
      let wake: () => void = () => undefined;
      const running = new Promise<void>((resolve) => (started = resolve));
      const holder = createJobLock(doomed.db, 'postgres')
        .run('points-expiry', async () => {
          started();
          await new Promise<void>((resolve) => (wake = resolve));
        })
        .catch(() => 'died' as const);
      await running;
      expect(await createJobLock(second.db, 'postgres').run('points-expiry', async () => undefined)).toBe(
        'busy',
      );

      // Killing the holder's backend is what the server sees when a machine dies: the lock goes with it.
      await database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_locks
            where locktype = 'advisory' and granted and objsubid = 2 and pid <> pg_backend_pid()`,
      );
      expect(await createJobLock(second.db, 'postgres').run('points-expiry', async () => undefined)).toBe(
        'ran',
      );
      // The dead instance's run ends in an error (its connection is gone), not in a second expiry.
      wake();
      expect(await holder).toBe('died');
      await doomed.close();
    });
  });
}

describe.each(testDatabaseKinds())('the job lock on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ kind, seedDemo: false });
  });
  afterAll(() => database.close());

  it('never runs a job twice at once in one process, and runs it again once it is over', async () => {
    const lock = createJobLock(database.db, kind);
    let finish: () => void = () => undefined;
    const first = lock.run('job', () => new Promise<void>((resolve) => (finish = resolve)));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await lock.run('job', async () => undefined)).toBe('busy');
    finish();
    expect(await first).toBe('ran');
    expect(await lock.run('job', async () => undefined)).toBe('ran');
  });

  it('lets a failed job release its lock and passes its error on', async () => {
    const lock = createJobLock(database.db, kind);
    await expect(lock.run('failing', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await lock.run('failing', async () => undefined)).toBe('ran');
  });
});
