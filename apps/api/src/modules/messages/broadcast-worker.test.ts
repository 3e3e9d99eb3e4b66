import { memberMessagesSchema, messageBroadcastSchema, type MessageBroadcast } from '@loyalty/contract';
import { members } from '@loyalty/db';
import { testDatabaseKinds } from '@loyalty/db/testing';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, asMember } from '../../test-support';
import { createTestClock, startTestApi, type TestApi } from '../../testing';
import {
  broadcastBatchSize,
  createBroadcastWorker,
  type BatchProgress,
  type BroadcastWorkerOptions,
} from './broadcast-worker';
import { addMembers, broadcastCounts, broadcastRow, createBusiness, newMember } from './messages.fixtures';

const LEASE_SECONDS = 30;

describe.each(testDatabaseKinds())('message broadcast worker on %s', (kind) => {
  let api: TestApi;
  const clock = createTestClock();
  beforeAll(async () => {
    api = await startTestApi({ databaseKind: kind, clock });
    // These tests drive their own workers; the app's would race them for the broadcasts.
    await api.app.broadcasts.stop();
  });
  afterAll(() => api.close());

  const worker = (options: Partial<BroadcastWorkerOptions> = {}) =>
    createBroadcastWorker({
      db: api.db,
      clock,
      log: api.app.log,
      batchSize: 1000,
      leaseSeconds: LEASE_SECONDS,
      retrySeconds: LEASE_SECONDS,
      ...options,
    });

  /** A business of `n` members (created a minute ago) and an `all` broadcast to it, queued through the API. */
  const queue = async (n: number, title = 'Broadcast') => {
    const business = await createBusiness(api, 'bc');
    await addMembers(api.db, business, n, new Date(clock().getTime() - 60_000));
    const response = await api.app.inject({
      method: 'POST',
      url: `/admin/v1/businesses/${business}/messages`,
      headers: asAdmin(api),
      payload: { audience: { type: 'all' }, title, content: 'For everyone', tag: 'news' },
    });
    expect(response.statusCode).toBe(202);
    const { broadcastId } = response.json() as { broadcastId: string };
    return { business, broadcastId };
  };
  const lastMemberId = async (business: string) => {
    const [row] = await api.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.businessId, business))
      .orderBy(desc(members.id))
      .limit(1);
    return row?.id;
  };

  it('writes 2,500 members in 3 batches of at most 1,000, recording cursor and count after each', async () => {
    const { business, broadcastId } = await queue(2500);
    const progress: (BatchProgress & { sentCount: number; cursorInRow: string | null })[] = [];
    const run = await worker({
      afterBatch: async (batch) => {
        const row = await broadcastRow(api.db, business, batch.broadcastId);
        progress.push({ ...batch, sentCount: row.sentCount, cursorInRow: row.cursor });
      },
    }).runOnce();

    expect(run).toEqual({ broadcastId, outcome: 'done', batches: 3 });
    expect(progress.map((p) => [p.batch, p.inserted, p.sentCount])).toEqual([
      [1, 1000, 1000],
      [2, 1000, 2000],
      [3, 500, 2500],
    ]);
    for (const p of progress) expect(p.cursorInRow).toBe(p.cursor);
    expect(progress[2]?.cursor).toBe(await lastMemberId(business));

    const row = await broadcastRow(api.db, business, broadcastId);
    expect(row).toMatchObject({ status: 'done', sentCount: 2500, leaseUntil: null, error: null });
    expect(row.completedAt).not.toBeNull();
    expect(await broadcastCounts(api.db, broadcastId)).toEqual({
      total: 2500,
      members: 2500,
      maxPerMember: 1,
    });
    // Nothing left to do.
    expect(await worker().runOnce()).toBeUndefined();
  });

  it('resumes from the cursor after a crash mid-broadcast: exactly one message per member', async () => {
    const { business, broadcastId } = await queue(2500);
    const crashing = worker({
      afterBatch: ({ batch }) => {
        if (batch === 1) throw new Error('simulated crash after batch 1');
      },
    });
    expect(await crashing.runOnce()).toEqual({ broadcastId, outcome: 'failed', batches: 1 });
    const afterCrash = await broadcastRow(api.db, business, broadcastId);
    expect(afterCrash).toMatchObject({ status: 'running', sentCount: 1000 });
    expect(afterCrash.cursor).not.toBeNull();
    expect(afterCrash.error).toContain('simulated crash');
    expect(await broadcastCounts(api.db, broadcastId)).toMatchObject({ total: 1000, maxPerMember: 1 });

    // Restarted at once: the broadcast rests until its lease runs out.
    expect(await worker().runOnce()).toBeUndefined();
    clock.advance(LEASE_SECONDS + 1);
    const batches: number[] = [];
    const resumed = await worker({ afterBatch: (p) => void batches.push(p.inserted) }).runOnce();
    expect(resumed).toEqual({ broadcastId, outcome: 'done', batches: 2 });
    expect(batches).toEqual([1000, 500]);
    expect(await broadcastCounts(api.db, broadcastId)).toEqual({
      total: 2500,
      members: 2500,
      maxPerMember: 1,
    });
    expect(await broadcastRow(api.db, business, broadcastId)).toMatchObject({
      status: 'done',
      sentCount: 2500,
      error: null,
    });
  });

  it('never duplicates when batches are redone (the cursor lost, the broadcast run again)', async () => {
    const { business, broadcastId } = await queue(1200);
    expect((await worker().runOnce())?.outcome).toBe('done');
    // As if the whole broadcast were taken up again from the start.
    await api.db.execute(
      `update message_broadcasts set status = 'running', cursor = null, lease_until = null where id = '${broadcastId}'`,
    );
    const inserted: number[] = [];
    const again = await worker({ afterBatch: (p) => void inserted.push(p.inserted) }).runOnce();
    expect(again).toEqual({ broadcastId, outcome: 'done', batches: 2 });
    expect(inserted).toEqual([0, 0]);
    expect(await broadcastCounts(api.db, broadcastId)).toEqual({
      total: 1200,
      members: 1200,
      maxPerMember: 1,
    });
    expect((await broadcastRow(api.db, business, broadcastId)).sentCount).toBe(1200);
  });

  it('lets only the lease holder write: a second worker waits, takes over after expiry, the first stops', async () => {
    const { business, broadcastId } = await queue(3500);
    let release: () => void = () => undefined;
    const paused = new Promise<void>((resolve) => (release = resolve));
    let reachedBatch: () => void = () => undefined;
    const reached = new Promise<void>((resolve) => (reachedBatch = resolve));
    const firstBatches: number[] = [];
    const first = worker({
      afterBatch: async (p) => {
        firstBatches.push(p.batch);
        if (p.batch === 1) {
          reachedBatch();
          await paused;
        }
      },
    });
    const firstRun = first.runOnce();
    await reached;

    // While the first holds the lease, a second instance finds nothing to do.
    const secondBatches: number[] = [];
    const second = worker({ afterBatch: (p) => void secondBatches.push(p.batch) });
    expect(await second.runOnce()).toBeUndefined();
    expect(secondBatches).toEqual([]);
    expect(await broadcastCounts(api.db, broadcastId)).toMatchObject({ total: 1000 });

    // The first stalls past its lease: the second takes over and finishes from the cursor.
    clock.advance(LEASE_SECONDS + 1);
    expect(await second.runOnce()).toEqual({ broadcastId, outcome: 'done', batches: 3 });

    // The first wakes up, finds its lease gone and writes nothing more.
    release();
    expect(await firstRun).toEqual({ broadcastId, outcome: 'lost-lease', batches: 1 });
    expect(firstBatches).toEqual([1]);
    expect(await broadcastCounts(api.db, broadcastId)).toEqual({
      total: 3500,
      members: 3500,
      maxPerMember: 1,
    });
    expect(await broadcastRow(api.db, business, broadcastId)).toMatchObject({
      status: 'done',
      sentCount: 3500,
    });
  });

  it('gives two workers polling at once different broadcasts', async () => {
    const one = await queue(300, 'one');
    const two = await queue(300, 'two');
    const [a, b] = await Promise.all([worker().runOnce(), worker().runOnce()]);
    expect([a?.broadcastId, b?.broadcastId].sort()).toEqual([one.broadcastId, two.broadcastId].sort());
    expect(a?.outcome).toBe('done');
    expect(b?.outcome).toBe('done');
    for (const { broadcastId } of [one, two]) {
      expect(await broadcastCounts(api.db, broadcastId)).toEqual({
        total: 300,
        members: 300,
        maxPerMember: 1,
      });
    }
  });

  it('hands its lease back on stop, so that another instance resumes at once', async () => {
    const { business, broadcastId } = await queue(2500);
    let stopping: Promise<void> | undefined;
    const polling = worker({
      pollMs: 60_000,
      afterBatch: (p) => {
        if (p.batch === 1) stopping = polling.stop();
      },
    });
    polling.start();
    for (let i = 0; i < 500 && !stopping; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    await stopping;
    const stopped = await broadcastRow(api.db, business, broadcastId);
    expect(stopped).toMatchObject({ status: 'running', sentCount: 1000, leaseUntil: null });
    expect(await worker().runOnce()).toEqual({ broadcastId, outcome: 'done', batches: 2 });
    expect(await broadcastCounts(api.db, broadcastId)).toEqual({
      total: 2500,
      members: 2500,
      maxPerMember: 1,
    });
  });
});

describe.each(testDatabaseKinds())('a large broadcast through the running API on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ databaseKind: kind });
  });
  afterAll(() => api.close());

  it('completes in batches while member requests keep being answered', async () => {
    const size = 10_000;
    const business = await createBusiness(api, 'large');
    const reader = await newMember(api.db, business, { createdAt: new Date(Date.now() - 60_000) });
    await addMembers(api.db, business, size - 1, new Date(Date.now() - 60_000));

    const sent = await api.app.inject({
      method: 'POST',
      url: `/admin/v1/businesses/${business}/messages`,
      headers: asAdmin(api),
      payload: { audience: { type: 'all' }, title: 'Big news', content: 'To all of you' },
    });
    expect(sent.statusCode).toBe(202);
    const { broadcastId } = sent.json() as { broadcastId: string };

    const status = async (): Promise<MessageBroadcast> =>
      messageBroadcastSchema.parse(
        (
          await api.app.inject({
            method: 'GET',
            url: `/admin/v1/businesses/${business}/message-broadcasts/${broadcastId}`,
            headers: asAdmin(api),
          })
        ).json(),
      );
    // Member requests answered while the broadcast was part-way through.
    const midway: number[] = [];
    for (;;) {
      const inbox = await api.app.inject({
        method: 'GET',
        url: '/v1/member/messages',
        headers: asMember(api, reader.session),
      });
      expect(inbox.statusCode).toBe(200);
      memberMessagesSchema.parse(inbox.json());
      const now = await status();
      if (now.status === 'done') break;
      if (now.sentCount > 0 && now.sentCount < size) midway.push(now.sentCount);
      // A client pausing between calls (with PGlite in-process and inject, nothing else would let timers run).
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(midway.length).toBeGreaterThan(0);
    // Progress is only ever seen in whole batches.
    for (const count of midway) expect(count % broadcastBatchSize(kind)).toBe(0);

    const done = await status();
    expect(done).toMatchObject({ status: 'done', sentCount: size, audienceSize: size });
    expect(await broadcastCounts(api.db, broadcastId)).toEqual({
      total: size,
      members: size,
      maxPerMember: 1,
    });
    const inbox = await api.app.inject({
      method: 'GET',
      url: '/v1/member/messages',
      headers: asMember(api, reader.session),
    });
    expect(memberMessagesSchema.parse(inbox.json()).map((m) => m.title)).toEqual(['Big news']);
  });
});
