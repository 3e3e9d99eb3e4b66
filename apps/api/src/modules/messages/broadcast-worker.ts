import type { Database, DatabaseKind } from '@loyalty/db';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { addSeconds, type Clock } from '../../lib/clock';
import { loggableError } from '../../plugins/error-handler';
import {
  claimBroadcastRow,
  leaseToken,
  lockLeasedBroadcast,
  updateBroadcastRow,
  writeBroadcastBatch,
  type BroadcastRow,
} from './messages.repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** Writes queued message broadcasts in batches; started and stopped with the app. */
    broadcasts: BroadcastWorker;
  }
}

/**
 * Members per batch: one short transaction each (an INSERT … SELECT of this many rows). On PostgreSQL other requests
 * use other connections and never wait for a batch; PGlite has one connection, so a request waits for the batch in
 * flight (≈0.4 ms a row there): smaller batches keep that wait short.
 */
export function broadcastBatchSize(kind: DatabaseKind): number {
  return kind === 'pglite' ? 250 : 1000;
}
const LEASE_SECONDS = 30;
/** After a failed batch the broadcast rests this long before any worker retries it. */
const RETRY_SECONDS = 30;
/** How often an idle worker looks for broadcasts (another instance's, or one whose worker died). */
const POLL_MS = 5000;

export interface BatchProgress {
  broadcastId: string;
  /** 1 for the first batch this worker wrote of the broadcast. */
  batch: number;
  cursor: string;
  inserted: number;
}

export interface BroadcastWorkerOptions {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Chooses the default batch size (`broadcastBatchSize`). */
  databaseKind?: DatabaseKind;
  batchSize?: number;
  leaseSeconds?: number;
  retrySeconds?: number;
  pollMs?: number;
  /** Runs after each committed batch (the push sender is kicked: the batch may have queued pushes). */
  afterCommit?: () => void;
  /** Tests: runs after each committed batch; a throw stops this run the way a crash would. */
  afterBatch?: (progress: BatchProgress) => Promise<void> | void;
}

/** How a run over one broadcast ended. */
type RunOutcome = 'done' | 'lost-lease' | 'stopped' | 'failed';

interface BroadcastRun {
  broadcastId: string;
  outcome: RunOutcome;
  batches: number;
}

export interface BroadcastWorker {
  /** Starts polling (idempotent). */
  start(): void;
  /** Stops polling, lets the batch in flight commit and hands its lease back. */
  stop(): Promise<void>;
  /** A broadcast was queued here: look now rather than at the next poll. */
  kick(): void;
  /** Claims one broadcast and writes it to the end (or until stopped or taken over); undefined: none free. */
  runOnce(): Promise<BroadcastRun | undefined>;
}

/**
 * A timer, not setImmediate: the event loop then passes its poll phase, so requests that arrived during the batch
 * are read and queue their queries before the next batch starts (PGlite serves one query at a time).
 */
const yieldToRequests = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The broadcast worker. Every API instance runs one; a lease (`lease_until`, renewed each batch and checked as a
 * fencing token inside each batch's transaction) keeps two of them from writing the same broadcast at once, and
 * the cursor (last member id written, committed with the batch) lets any of them resume after a crash.
 */
export function createBroadcastWorker(options: BroadcastWorkerOptions): BroadcastWorker {
  const { db, clock, log } = options;
  const batchSize = options.batchSize ?? broadcastBatchSize(options.databaseKind ?? 'postgres');
  const leaseSeconds = options.leaseSeconds ?? LEASE_SECONDS;
  const retrySeconds = options.retrySeconds ?? RETRY_SECONDS;
  const pollMs = options.pollMs ?? POLL_MS;

  let started = false;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let loop: Promise<void> | undefined;
  let kicked = false;

  const newLease = () => leaseToken(addSeconds(clock(), leaseSeconds));

  async function run(broadcast: BroadcastRow, firstLease: string): Promise<BroadcastRun> {
    const broadcastId = broadcast.id;
    let lease = firstLease;
    let batches = 0;
    try {
      for (;;) {
        if (stopping) {
          // Handed back so that another instance resumes at once instead of waiting for the lease to run out.
          await updateBroadcastRow(db, broadcastId, { leaseUntil: null, updatedAt: clock() }, lease);
          return { broadcastId, outcome: 'stopped', batches };
        }
        const renewed = newLease();
        const step = await db.transaction(async (tx) => {
          const held = await lockLeasedBroadcast(tx, broadcastId, lease);
          if (!held) return 'lost-lease' as const;
          const now = clock();
          const written = await writeBroadcastBatch(tx, broadcast, held.cursor, batchSize);
          if (!written.lastMemberId) {
            await updateBroadcastRow(tx, broadcastId, {
              status: 'done',
              leaseUntil: null,
              error: null,
              updatedAt: now,
              completedAt: now,
            });
            return 'done' as const;
          }
          await updateBroadcastRow(tx, broadcastId, {
            cursor: written.lastMemberId,
            sentCount: sql`sent_count + ${written.inserted}`,
            leaseUntil: sql`${renewed}::timestamptz`,
            error: null,
            updatedAt: now,
          });
          return { cursor: written.lastMemberId, inserted: written.inserted };
        });
        if (step === 'done' || step === 'lost-lease') return { broadcastId, outcome: step, batches };
        lease = renewed;
        batches += 1;
        options.afterCommit?.();
        await options.afterBatch?.({ broadcastId, batch: batches, ...step });
        await yieldToRequests();
      }
    } catch (error) {
      const details = loggableError(error);
      log.error({ err: details, broadcastId }, 'message broadcast batch failed; will retry');
      // The database's own message, never a failed query's parameters (member data).
      const message = String(details.cause ?? details.message ?? details.type);
      await updateBroadcastRow(
        db,
        broadcastId,
        { error: message.slice(0, 500), leaseUntil: addSeconds(clock(), retrySeconds), updatedAt: clock() },
        lease,
      ).catch(() => undefined);
      return { broadcastId, outcome: 'failed', batches };
    }
  }

  async function runOnce(): Promise<BroadcastRun | undefined> {
    const lease = newLease();
    const claimed = await claimBroadcastRow(db, clock(), lease);
    if (!claimed) return undefined;
    return run(claimed, lease);
  }

  function runLoop(): void {
    clearTimeout(timer);
    loop = drain().finally(() => {
      loop = undefined;
      if (kicked && started && !stopping) runLoop();
      else schedule(pollMs);
    });
  }

  function schedule(delay: number): void {
    if (!started || stopping) return;
    clearTimeout(timer);
    timer = setTimeout(runLoop, delay);
    timer.unref();
  }

  async function drain(): Promise<void> {
    kicked = false;
    try {
      while (!stopping && (await runOnce())) {
        // one broadcast after another until none is free
      }
    } catch (error) {
      log.error({ err: loggableError(error) }, 'message broadcast poll failed');
    }
  }

  return {
    start() {
      if (started) return;
      started = true;
      stopping = false;
      schedule(0);
    },
    async stop() {
      stopping = true;
      clearTimeout(timer);
      await loop;
      started = false;
    },
    kick() {
      if (!started || stopping) return;
      if (loop) kicked = true;
      else runLoop();
    },
    runOnce,
  };
}
