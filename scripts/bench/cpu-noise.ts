/**
 * How busy the machine was with other people's work while a figure was taken: the CPU time of every
 * process minus that of the bench and what it started (stack, ceiling server, Chromium), as a share of the
 * machine's capacity. On a shared 2-core machine a row measured at 60 % "others' CPU" is not comparable
 * with one at 0 %; the column says which figures to distrust. The PostgreSQL pass's database is served by
 * the machine's PostgreSQL, which the bench did not start: the backends serving that database are its
 * own work all the same ({@link countAsOurs}), else its rows would show the database's CPU as others'.
 */
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { descendants, listProcesses } from './processes';

/** Parts of command lines that mark a process as the bench's although it did not start it. */
const ownCommandParts = new Set<string>();

/**
 * Counts every process whose command line contains `part` as the bench's own from now on (a PostgreSQL backend's
 * is `postgres: <user> <database> <client> <state>`); the returned function stops that.
 */
export function countAsOurs(part: string): () => void {
  ownCommandParts.add(part);
  return () => {
    ownCommandParts.delete(part);
  };
}

/** Busy clock ticks of the whole machine (everything but idle and iowait), from /proc/stat. */
function machineBusyTicks(): number {
  const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = fields;
  return user + nice + system + irq + softirq + steal;
}

/** User + system clock ticks of one process (and its waited-for children), 0 once it is gone. */
function processTicks(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14–17 of stat(5): utime, stime, cutime, cstime (here offset by the 2 fields before ')').
    return [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i] ?? 0), 0);
  } catch {
    return 0;
  }
}

/** CPU ticks so far of each process of the bench's own, by pid. */
function ourTicks(): Map<number, number> {
  // One reading of /proc for both: what the bench started, and the processes it adopted.
  const all = listProcesses();
  const adopted = all.filter((p) => [...ownCommandParts].some((part) => p.command.includes(part)));
  const pids = [
    process.pid,
    ...descendants(process.pid, all).map((p) => p.pid),
    ...adopted.map((p) => p.pid),
  ];
  return new Map(pids.map((pid) => [pid, processTicks(pid)]));
}

/** Ticks our processes used between two readings; one that started meanwhile counts from 0. */
export function ticksBetween(
  before: ReadonlyMap<number, number>,
  after: ReadonlyMap<number, number>,
): number {
  let sum = 0;
  for (const [pid, ticks] of after) sum += Math.max(0, ticks - (before.get(pid) ?? 0));
  return sum;
}

/** Starts watching; the returned function answers others' share of the CPU capacity since then (0–1). */
export function watchOtherCpu(): () => number {
  const startMachine = machineBusyTicks();
  const startOurs = ourTicks();
  const startedAt = process.hrtime.bigint();
  return () => {
    const seconds = Number(process.hrtime.bigint() - startedAt) / 1e9;
    const others = machineBusyTicks() - startMachine - ticksBetween(startOurs, ourTicks());
    // USER_HZ is 100 on Linux.
    return Math.min(1, Math.max(0, others / 100 / (seconds * cpus().length)));
  };
}
