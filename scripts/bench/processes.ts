/**
 * The stack's processes, found as descendants of the `scripts/start.ts` process in /proc (Linux only), and
 * their resident memory. `npm start` spawns the API and the portal itself, so their pids are not known
 * to the bench otherwise.
 */
import { readdirSync, readFileSync } from 'node:fs';

interface ProcessEntry {
  pid: number;
  ppid: number;
  command: string;
}

function readProcess(pid: number): ProcessEntry | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name in parentheses may contain spaces and parentheses: the fields follow the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
    return { pid, ppid: Number(fields[1]), command };
  } catch {
    return undefined; // exited while we looked
  }
}

export function listProcesses(): ProcessEntry[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => readProcess(Number(name)))
    .filter((entry): entry is ProcessEntry => entry !== undefined);
}

/** The processes under `rootPid`, found in `all` (one reading of /proc, taken now unless given). */
export function descendants(rootPid: number, all: readonly ProcessEntry[] = listProcesses()): ProcessEntry[] {
  const found: ProcessEntry[] = [];
  let parents = new Set([rootPid]);
  while (parents.size > 0) {
    const children = all.filter((entry) => parents.has(entry.ppid));
    found.push(...children);
    parents = new Set(children.map((entry) => entry.pid));
  }
  return found;
}

/** VmRSS of a process in MB, or undefined when it is gone. */
function rssMb(pid: number): number | undefined {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

export interface StackMemory {
  /** The loyalty API (with any processes it started). */
  apiMb: number | undefined;
  /** The portal: the cluster launcher and its `next start` workers (scripts/portal-cluster.mjs). */
  portalMb: number | undefined;
  /** How many processes that is. */
  portalProcesses: number;
  /** The `npm start` supervisor itself (tsx + scripts/start.ts). */
  supervisorMb: number | undefined;
  processes: { pid: number; role: string; rssMb: number | undefined; command: string }[];
}

function roleOf(command: string): 'api' | 'portal' | 'other' {
  if (command.includes('apps/api/src/server.ts')) return 'api';
  if (/portal-cluster|next(-server|\/dist\/bin\/next| start)/.test(command)) return 'portal';
  return 'other';
}

/** Resident memory of the stack below `startPid`, grouped by app (a child inherits its parent's role). */
export function stackMemory(startPid: number): StackMemory {
  const entries = descendants(startPid);
  const roles = new Map<number, string>();
  const processes = entries.map((entry) => {
    const inherited = roles.get(entry.ppid);
    const own = roleOf(entry.command);
    const role = own !== 'other' ? own : (inherited ?? 'other');
    roles.set(entry.pid, role);
    return { pid: entry.pid, role, rssMb: rssMb(entry.pid), command: entry.command.slice(0, 120) };
  });
  const sum = (role: string) => {
    const sizes = processes.filter((p) => p.role === role).map((p) => p.rssMb ?? 0);
    return sizes.length > 0 ? sizes.reduce((a, b) => a + b, 0) : undefined;
  };
  return {
    apiMb: sum('api'),
    portalMb: sum('portal'),
    portalProcesses: processes.filter((p) => p.role === 'portal').length,
    supervisorMb: rssMb(startPid),
    processes,
  };
}
