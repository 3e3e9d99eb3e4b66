/**
 * Broadcast measurement: a message to every member of a business of 100,000 members, written by the
 * API's broadcast worker in batches, while a member keeps reading the inbox over HTTP. Reports how long the
 * broadcast took and how member requests fared meanwhile (figures, not a test).
 *
 * Standalone: `npx tsx scripts/bench/broadcast.ts [--members N]` (PGlite in memory; PostgreSQL when
 * TEST_DATABASE_URL is set). From bench.ts: `await measureBroadcast({ members: 100_000 })`.
 */
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { memberMessagesSchema, messageBroadcastSchema, type MessageBroadcast } from '@loyalty/contract';
import { generateShortId, members } from '@loyalty/db';
import { startTestApi, type TestApi } from '@loyalty/api/testing';
import { sql } from 'drizzle-orm';

export interface BroadcastBenchOptions {
  members?: number;
  databaseKind?: 'pglite' | 'postgres';
}

export interface BroadcastBenchResult {
  database: string;
  members: number;
  /** From the 202 to status `done`. */
  broadcastMs: number;
  messagesPerSecond: number;
  /** Progress snapshots seen while polling (each a whole number of batches). */
  progressSteps: number;
  /** Member inbox requests answered while the broadcast ran, and their latency. */
  memberRequests: number;
  memberLatencyMs: { p50: number; p95: number; max: number };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

interface CallInit extends RequestInit {
  admin?: boolean;
  /** A member call: the headers the portal sends for a session. */
  member?: { businessId: string; memberId: string };
}

async function call(api: TestApi, path: string, init: CallInit = {}) {
  const headers: Record<string, string> = {
    authorization: `Bearer ${init.admin ? api.adminToken : api.serviceToken}`,
    ...(init.body ? { 'content-type': 'application/json' } : {}),
  };
  if (init.member) {
    Object.assign(headers, {
      'x-business-id': init.member.businessId,
      'x-member-id': init.member.memberId,
      'x-session-auth-time': String(Date.now()),
    });
  }
  const response = await fetch(`${api.url}${path}`, { ...init, headers });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}`);
  return response.json() as Promise<unknown>;
}

export async function measureBroadcast(options: BroadcastBenchOptions = {}): Promise<BroadcastBenchResult> {
  const size = options.members ?? 100_000;
  const api = await startTestApi({ databaseKind: options.databaseKind, seedDemo: false });
  try {
    const business = `bench-${randomBytes(3).toString('hex')}`;
    await call(api, '/admin/v1/businesses', {
      method: 'POST',
      admin: true,
      body: JSON.stringify({ id: business, name: 'Broadcast bench' }),
    });
    const past = new Date(Date.now() - 60_000);
    const [reader] = await api.db
      .insert(members)
      .values({ businessId: business, shortId: generateShortId(), hasConsent: true, createdAt: past })
      .returning({ id: members.id });
    if (!reader) throw new Error('no reader');
    await api.db.execute(sql`
      insert into members (business_id, short_id, has_consent, created_at, updated_at)
      select ${business}, 'B' || i::text, true, ${past.toISOString()}::timestamptz, ${past.toISOString()}::timestamptz
      from generate_series(1, ${size - 1}) as i`);

    const started = performance.now();
    const { broadcastId } = (await call(api, `/admin/v1/businesses/${business}/messages`, {
      method: 'POST',
      admin: true,
      body: JSON.stringify({ audience: { type: 'all' }, title: 'Bench', content: 'A message to everyone' }),
    })) as { broadcastId: string };

    const latencies: number[] = [];
    const progress = new Set<number>();
    let status: MessageBroadcast;
    for (;;) {
      const before = performance.now();
      memberMessagesSchema.parse(
        await call(api, '/v1/member/messages', {
          member: { businessId: business, memberId: reader.id },
        }),
      );
      const latency = performance.now() - before;
      status = messageBroadcastSchema.parse(
        await call(api, `/admin/v1/businesses/${business}/message-broadcasts/${broadcastId}`, {
          admin: true,
        }),
      );
      if (status.status === 'done' || status.status === 'failed') break;
      latencies.push(latency);
      progress.add(status.sentCount);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const broadcastMs = performance.now() - started;
    if (status.status !== 'done' || status.sentCount !== size) {
      throw new Error(`broadcast ended ${status.status} with ${status.sentCount} of ${size}`);
    }
    latencies.sort((a, b) => a - b);
    return {
      database: api.databaseKind,
      members: size,
      broadcastMs: Math.round(broadcastMs),
      messagesPerSecond: Math.round((size / broadcastMs) * 1000),
      progressSteps: progress.size,
      memberRequests: latencies.length,
      memberLatencyMs: {
        p50: Math.round(percentile(latencies, 50)),
        p95: Math.round(percentile(latencies, 95)),
        max: Math.round(latencies.at(-1) ?? 0),
      },
    };
  } finally {
    await api.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const index = process.argv.indexOf('--members');
  const size = index > 0 ? Number(process.argv[index + 1]) : undefined;
  const kind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
  measureBroadcast({ members: size, databaseKind: kind }).then(
    (result) => console.log(JSON.stringify(result, null, 2)),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
