import { selectRows, type Database, type DatabaseKind } from '@loyalty/db';
import { sql } from 'drizzle-orm';

/**
 * First key of the two-key advisory locks that guard periodic jobs (the one-key space holds the migration and
 * seed locks). Arbitrary but fixed: every instance of the API must use the same one.
 */
const JOB_LOCK_CLASS = 72_831;

export type JobOutcome = 'ran' | 'busy';

export interface JobLock {
  /**
   * Runs `job` unless this job is running already, here or in another API instance on the same database; then
   * it answers 'busy' at once and runs nothing (the next beat will). On PostgreSQL the guard is a transaction
   * advisory lock (`pg_try_advisory_xact_lock`) held by one pooled connection for the job's length, released
   * by the server when that connection ends, so an instance killed mid-run never leaves it held. PGlite is one
   * process per data directory (its DATA_DIR lock), so there the in-process guard is the whole guard.
   */
  run(name: string, job: () => Promise<void>): Promise<JobOutcome>;
}

export function createJobLock(db: Database, kind: DatabaseKind): JobLock {
  const runningHere = new Set<string>();

  async function underAdvisoryLock(name: string, job: () => Promise<void>): Promise<JobOutcome> {
    if (kind === 'pglite') {
      await job();
      return 'ran';
    }
    return db.transaction(async (tx) => {
      const [row] = await selectRows<{ locked: boolean }>(
        tx,
        sql`select pg_try_advisory_xact_lock(${JOB_LOCK_CLASS}, hashtext(${name})) as locked`,
      );
      if (!row?.locked) return 'busy' as const;
      // The job uses the pool's other connections; this one only holds the lock until the job is over.
      await job();
      return 'ran' as const;
    });
  }

  return {
    async run(name, job) {
      if (runningHere.has(name)) return 'busy';
      runningHere.add(name);
      try {
        return await underAdvisoryLock(name, job);
      } finally {
        runningHere.delete(name);
      }
    },
  };
}
