/**
 * Runs `task` once the browser is idle (at the latest after `timeoutMs`), or after `fallbackMs` where
 * requestIdleCallback is missing (Safari). Answers the cancel function, for an effect's clean-up.
 */
export function whenIdle(task: () => void, { fallbackMs = 1500, timeoutMs = 4000 } = {}): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, fallbackMs);
  return () => window.clearTimeout(handle);
}
