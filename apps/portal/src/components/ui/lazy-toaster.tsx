'use client';

import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { currentToast, subscribeToast } from './toast-store';
import type { ToasterProps } from './toast';
import { whenIdle } from '@/lib/when-idle';

const Toaster = lazy(() => import('./toast'));

/**
 * The app's toaster, kept out of the pages' first-load JavaScript: mounted once the browser is idle after
 * the page has loaded, or at once when a toast is raised before that. Nothing is visible until a toast comes,
 * so nothing shifts.
 */
export function LazyToaster(props: ToasterProps) {
  const [idle, setIdle] = useState(false);
  const toast = useSyncExternalStore(subscribeToast, currentToast, () => null);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  if (!idle && !toast) return null;
  return (
    <Suspense fallback={null}>
      <Toaster {...props} />
    </Suspense>
  );
}
