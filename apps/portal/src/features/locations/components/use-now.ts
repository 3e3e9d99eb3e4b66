'use client';

import { useEffect, useState } from 'react';

/** The current time, refreshed every minute (null before hydration, so server and browser render alike). */
export function useNow(): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
