'use client';

import { useState, useTransition, type SyntheticEvent } from 'react';

export interface DeferredMenuRequest {
  /** Open the menu as soon as its code has loaded (the trigger was clicked, not just hovered or focused). */
  open: boolean;
  /** Give focus back to the trigger once the real menu replaces the placeholder button. */
  restoreFocus: boolean;
}

/**
 * For a menu whose code (Radix popper, focus management) loads only when the member shows intent: hover,
 * focus or click on its placeholder button. The swap happens in a transition, so the button stays on
 * screen while the code loads.
 */
export function useDeferredMenu() {
  const [request, setRequest] = useState<DeferredMenuRequest | null>(null);
  const [, startTransition] = useTransition();

  const want = (open: boolean) => (event: SyntheticEvent<HTMLButtonElement>) => {
    const restoreFocus = document.activeElement === event.currentTarget;
    startTransition(() =>
      setRequest((previous) => ({ open: open || (previous?.open ?? false), restoreFocus })),
    );
  };

  return { request, want };
}
