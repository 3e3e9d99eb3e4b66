import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE_NAME, lockDataDir } from './lock';

/** The pid of a process that has certainly exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('DATA_DIR lock', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'loyalty-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('writes our pid into DATA_DIR/.lock and removes it on release', () => {
    const dir = tempDir();
    const lock = lockDataDir(dir);
    expect(lock.path).toBe(path.join(dir, LOCK_FILE_NAME));
    expect(readFileSync(lock.path, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
  });

  it('creates a missing DATA_DIR', () => {
    const dir = path.join(tempDir(), 'nested', 'data');
    const lock = lockDataDir(dir);
    expect(existsSync(lock.path)).toBe(true);
    lock.release();
  });

  it('refuses a second lock while the holder lives, naming the pid, DATA_DIR and what to do', () => {
    const dir = tempDir();
    const first = lockDataDir(dir);
    try {
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      let message = '';
      try {
        lockDataDir(dir);
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toContain(`Another process (pid ${process.pid}) is using DATA_DIR ${dir}`);
      expect(message).toContain(`kill ${process.pid}`);
      expect(message).toContain('DATA_DIR to another directory');
    } finally {
      first.release();
    }
    // Released: the directory can be locked again.
    lockDataDir(dir).release();
  });

  it('takes over a stale lock whose process is dead', () => {
    const dir = tempDir();
    const lockPath = path.join(dir, LOCK_FILE_NAME);
    writeFileSync(lockPath, `${deadPid()}\n`);
    const lock = lockDataDir(dir);
    expect(readFileSync(lockPath, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('takes over an unreadable lock file', () => {
    const dir = tempDir();
    const lockPath = path.join(dir, LOCK_FILE_NAME);
    writeFileSync(lockPath, 'not a pid');
    const lock = lockDataDir(dir);
    expect(readFileSync(lockPath, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('does not remove a lock that another process took over meanwhile', () => {
    const dir = tempDir();
    const lock = lockDataDir(dir);
    const other = `${deadPid()}\n`;
    writeFileSync(lock.path, other);
    lock.release();
    expect(readFileSync(lock.path, 'utf8')).toBe(other);
  });
});
