/**
 * Whether the push permission toast is finished for this page (shown and closed, answered before, or never
 * needed): the install toast waits for it, so that the two never compete.
 */
let settled = false;
const listeners = new Set<() => void>();

export function settlePushPrompt(): void {
  if (settled) return;
  settled = true;
  listeners.forEach((listener) => listener());
}

export function pushPromptSettled(): boolean {
  return settled;
}

export function onPushPromptSettled(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
