'use client';

import { useEffect, useRef } from 'react';

/** Focuses the element once when a step appears (not on the page's first render: `enabled` false). */
export function useFocusOnMount<T extends HTMLElement>(enabled: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (enabled) ref.current?.focus();
    // Only on mount: a step keeps focus where the member puts it afterwards.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}
