/**
 * Start-up: a stack started as `npm start` (already built) is timed to its first 200, and its processes'
 * memory read right then; the stack is handed on for the other measurements.
 */
import { onCleanup } from './cleanup';
import { watchOtherCpu } from './cpu-noise';
import { stackMemory } from './processes';
import type { Database, StartupResult } from './results';
import { startBenchStack, type BenchStack, type BenchStackOptions } from './stack';

export interface StartedStack {
  stack: BenchStack;
  startup: StartupResult;
  /** Stops the stack (also registered for Ctrl-C). */
  stop(): Promise<void>;
}

export async function startMeasured(
  label: string,
  database: Database,
  options: BenchStackOptions,
): Promise<StartedStack> {
  console.log(`Starting the stack (${label})…`);
  const otherCpu = watchOtherCpu();
  const stack = await startBenchStack(options);
  const othersShare = otherCpu();
  const stop = onCleanup(`stack ${label}`, () => stack.stop());
  return {
    stack,
    stop,
    startup: {
      label,
      database,
      apiReadyMs: stack.apiReadyMs,
      portalFirst200Ms: stack.portalFirst200Ms,
      otherCpu: othersShare,
      memory: stackMemory(stack.pid),
    },
  };
}
