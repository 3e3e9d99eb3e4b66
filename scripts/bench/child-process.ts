/** The servers the bench spawns (the stack, the ceiling, the floor app): waiting for them, and stopping them. */
import type { ChildProcess } from 'node:child_process';

export interface First200Options {
  /** The process that should answer, for the error messages ("The stack"). */
  what: string;
  /** Its recent output, quoted when it exits or never answers. */
  output: () => string;
  timeoutMs?: number;
  pollMs?: number;
}

/** First moment `url` answers 200 (ms after `since`), failing early when `child` exits. */
export async function first200(
  url: string,
  since: number,
  child: ChildProcess,
  { what, output, timeoutMs = 180_000, pollMs = 25 }: First200Options,
): Promise<number> {
  const deadline = since + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited (${child.exitCode}):\n${output()}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      await res.arrayBuffer();
      if (res.status === 200) return Date.now() - since;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, pollMs));
  }
  throw new Error(`${what} did not answer 200 at ${url} within ${timeoutMs / 1000} s:\n${output()}`);
}

/** SIGTERM, and wait for the exit (nothing to do when it has exited already). */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
