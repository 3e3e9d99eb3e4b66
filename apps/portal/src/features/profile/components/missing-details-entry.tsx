'use client';

import { lazy, Suspense } from 'react';

// The banner's code loads only for a member whose details are missing (the member layout decides on the server).
const MissingDetailsBanner = lazy(() =>
  import('./missing-details-banner').then((module) => ({ default: module.MissingDetailsBanner })),
);

/**
 * The missing-details banner, loaded when needed. Its own Suspense boundary: the banner shows only after hydration
 * (it reads local storage), so nothing waits for its code.
 */
export function MissingDetailsEntry() {
  return (
    <Suspense fallback={null}>
      <MissingDetailsBanner />
    </Suspense>
  );
}
