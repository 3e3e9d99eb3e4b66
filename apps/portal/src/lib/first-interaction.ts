const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

/**
 * Runs `task` once, at the member's first interaction with the page (a pointer, a key, a touch or focus moving),
 * for code a page needs only once someone acts: loading it at idle instead would put its start-up on the main
 * thread while the page is still settling, where it competes with whatever the member does first. Answers the
 * cancel function, for an effect's clean-up.
 */
export function onFirstInteraction(task: () => void): () => void {
  const options = { capture: true, passive: true } as const;
  const run = () => {
    cancel();
    task();
  };
  const cancel = () => {
    for (const type of INTERACTIONS) window.removeEventListener(type, run, options);
  };
  for (const type of INTERACTIONS) window.addEventListener(type, run, options);
  return cancel;
}
