/**
 * Everything the bench starts (stacks, the ceiling server, Chromium, a PostgreSQL database) registers how to
 * undo it here, so that Ctrl-C or a failure leaves no process running and no database behind.
 */
type Disposer = () => Promise<void> | void;

const disposers = new Map<symbol, { label: string; dispose: Disposer }>();

/** Registers an undo step; call the returned function to run it early (it then runs only once). */
export function onCleanup(label: string, dispose: Disposer): () => Promise<void> {
  const key = Symbol(label);
  disposers.set(key, { label, dispose });
  return async () => {
    if (!disposers.delete(key)) return;
    await dispose();
  };
}

/** Runs the remaining undo steps, newest first (a stack stops before its database is dropped). */
export async function cleanupAll(): Promise<void> {
  for (const [key, { label, dispose }] of [...disposers].reverse()) {
    disposers.delete(key);
    try {
      await dispose();
    } catch (error) {
      console.error(`Cleanup of ${label} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

let interrupted = false;
/** Ctrl-C and SIGTERM clean up before exiting (a second Ctrl-C exits at once). */
export function cleanupOnSignals(): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (interrupted) process.exit(130);
      interrupted = true;
      console.error(`\n${signal}: stopping what the bench started…`);
      void cleanupAll().finally(() => process.exit(130));
    });
  }
}
