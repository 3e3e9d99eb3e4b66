'use client';

import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { currentToast, subscribeToast } from './toast-store';
import type { ToasterProps } from './toast';
import { onFirstInteraction } from '@/lib/first-interaction';

const Toaster = lazy(() => import('./toast'));

/**
 * The app's toaster, kept out of the pages' first-load JavaScript: mounted at the member's first interaction
 * (toasts answer what they do, and the code is ready before the answer comes), or at once when a toast is
 * raised before that. Its start-up (Radix's toast) is a long task on a slow phone, which a page that is only
 * being read never needs. Nothing is visible until a toast comes, so nothing shifts.
 */
export function LazyToaster(props: ToasterProps) {
  const [wanted, setWanted] = useState(false);
  const toast = useSyncExternalStore(subscribeToast, currentToast, () => null);
  useEffect(() => onFirstInteraction(() => setWanted(true)), []);
  if (!wanted && !toast) return null;
  return (
    <Suspense fallback={null}>
      <Toaster {...props} />
    </Suspense>
  );
}
