'use client';

import { useEffect, useState } from 'react';

/** Whole seconds left until `until` (epoch ms), ticking once a second, 0 when passed. */
export function useCountdown(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  const seconds = Math.max(0, Math.ceil((until - now) / 1000));

  useEffect(() => {
    if (seconds === 0) return;
    const timer = window.setTimeout(() => setNow(Date.now()), 1000);
    return () => window.clearTimeout(timer);
  }, [seconds, now]);

  return seconds;
}
