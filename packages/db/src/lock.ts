import { closeSync, linkSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

export const LOCK_FILE_NAME = '.lock';

/** Another live process holds the data directory; opening PGlite too would silently lose data. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    const lockPath = path.join(dataDir, LOCK_FILE_NAME);
    super(
      `Another process (pid ${pid}) is using DATA_DIR ${dataDir}. Only one Loyalty API may open an embedded ` +
        `database at a time. Stop that process first (kill ${pid}), or set DATA_DIR to another directory. ` +
        `If pid ${pid} is not a Loyalty API (a reused pid after a reboot), delete ${lockPath} and start again.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  readonly dataDir: string;
  readonly path: string;
  /** Removes the lock file if it is still ours; safe to call twice. */
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function tryCreate(lockPath: string): boolean {
  // Written under a private name and hard-linked into place, so that nobody ever sees an empty lock file.
  const draft = `${lockPath}.${process.pid}.draft`;
  const fd = openSync(draft, 'w');
  try {
    writeSync(fd, `${process.pid}\n`);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(draft, lockPath);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(draft);
  }
}

/**
 * Takes the exclusive lock on a PGlite data directory (`DATA_DIR/.lock`, holding our pid). A lock left by a
 * dead process is taken over; a live holder (this process included) makes it throw `DataDirLockedError`.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const resolved = path.resolve(dataDir);
  mkdirSync(resolved, { recursive: true });
  const lockPath = path.join(resolved, LOCK_FILE_NAME);

  for (let attempt = 0; attempt < 5; attempt++) {
    if (tryCreate(lockPath)) {
      let released = false;
      return {
        dataDir: resolved,
        path: lockPath,
        release() {
          if (released) return;
          released = true;
          if (readHolder(lockPath) === process.pid) unlinkSync(lockPath);
        },
      };
    }
    const holder = readHolder(lockPath);
    if (holder !== undefined && isAlive(holder)) throw new DataDirLockedError(resolved, holder);
    // Stale (its process died without releasing it), unreadable, or vanished meanwhile. Re-read just before removing it so
    // that a racing starter's fresh lock is not mistaken for the stale one.
    if (readHolder(lockPath) === holder) {
      try {
        unlinkSync(lockPath);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
  }
  throw new Error(`Could not take the lock ${lockPath}: it keeps changing hands.`);
}
