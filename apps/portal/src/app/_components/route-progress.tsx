'use client';

import NProgress from 'nprogress';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { isInternalNavigation } from './internal-navigation';

/** Minimum 0.08, speed 200 ms, trickle rate 0.02, trickle speed 800 ms. */
const PROGRESS_SETTINGS = {
  minimum: 0.08,
  speed: 200,
  trickle: true,
  trickleRate: 0.02,
  trickleSpeed: 800,
  showSpinner: false,
  // nprogress's default template uses the invalid roles "bar" and "spinner", which fail axe.
  template: '<div class="bar"><div class="peg"></div></div>',
  // Without the role, nprogress must find the bar by class, or its first render throws reading the style of a missing element.
  barSelector: '.bar',
};

const routeKey = (pathname: string, search: string) => `${pathname}?${search}`;

/**
 * The route-change progress bar: starts on an internal link click, ends when the URL has changed. The bar is
 * only drawn; a hidden status says "Loading" meanwhile, which screen readers announce politely.
 */
export function RouteProgress() {
  const { t } = useTranslation();
  const pathname = usePathname();
  const search = useSearchParams().toString();
  // The page a navigation started from: it is loading until the route is another one.
  const [leaving, setLeaving] = useState<string | null>(null);
  const loading = leaving === routeKey(pathname, search);

  useEffect(() => {
    NProgress.configure(PROGRESS_SETTINGS);
    const onClick = (event: MouseEvent) => {
      if (!isInternalNavigation(event, window.location)) return;
      NProgress.start();
      setLeaving(routeKey(window.location.pathname, new URLSearchParams(window.location.search).toString()));
    };
    document.addEventListener('click', onClick, { capture: true });
    return () => document.removeEventListener('click', onClick, { capture: true });
  }, []);

  useEffect(() => {
    NProgress.done();
  }, [pathname, search]);

  return (
    <div role="status" aria-live="polite" className="sr-only">
      {loading ? t('general.loading') : ''}
    </div>
  );
}
