'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { isInternalNavigation } from './internal-navigation';
import { useAppPathname, useAppSearchParams } from '@/lib/app-location';

/** Where the bar starts, how often it creeps on, and how long it takes to fill and fade at the end. */
const START = 0.08;
const TRICKLE_MS = 800;
const SETTLE_MS = 200;

/** The next step of a bar that waits: big steps first, ever smaller ones, never reaching the end. */
export function trickle(progress: number): number {
  const step =
    progress < 0.2 ? 0.1 : progress < 0.5 ? 0.04 : progress < 0.8 ? 0.02 : progress < 0.99 ? 0.005 : 0;
  return Math.min(progress + step, 0.994);
}

const routeKey = (pathname: string, search: string) => `${pathname}?${search}`;

/**
 * The route-change progress bar: starts on an internal link click, creeps on while the next page loads, fills and
 * fades when the URL has changed. The bar is only drawn (hidden from assistive technology); a hidden status says
 * "Loading" meanwhile, which screen readers announce politely. Physical left/right on purpose: the bar slides in
 * from the left edge in both directions, as a page-load bar at the top of a browser does.
 */
export function RouteProgress() {
  const { t } = useTranslation();
  const pathname = useAppPathname();
  const search = useAppSearchParams().toString();
  // The page a navigation started from: it is loading until the route is another one.
  const [leaving, setLeaving] = useState<string | null>(null);
  const [bar, setBar] = useState<{ progress: number; done: boolean } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const route = routeKey(pathname, search);
  const loading = leaving === route;
  // The route changed: fill the bar, then let it fade out.
  const [drawnFor, setDrawnFor] = useState(route);
  if (drawnFor !== route) {
    setDrawnFor(route);
    if (bar && !bar.done) setBar({ progress: 1, done: true });
  }

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!isInternalNavigation(event, window.location)) return;
      setBar({ progress: START, done: false });
      setLeaving(routeKey(window.location.pathname, new URLSearchParams(window.location.search).toString()));
    };
    document.addEventListener('click', onClick, { capture: true });
    return () => document.removeEventListener('click', onClick, { capture: true });
  }, []);

  useEffect(() => {
    clearTimeout(timer.current);
    if (!bar) return;
    timer.current = bar.done
      ? setTimeout(() => setBar(null), SETTLE_MS * 2)
      : setTimeout(() => setBar({ progress: trickle(bar.progress), done: false }), TRICKLE_MS);
    return () => clearTimeout(timer.current);
  }, [bar]);

  return (
    <>
      {bar && (
        <div id="nprogress" aria-hidden="true">
          <div
            className="bar"
            style={{
              transform: `translate3d(${(bar.progress - 1) * 100}%, 0, 0)`,
              transition: `transform ${SETTLE_MS}ms ease, opacity ${SETTLE_MS}ms linear ${SETTLE_MS}ms`,
              opacity: bar.done ? 0 : 1,
            }}
          >
            <div className="peg" />
          </div>
        </div>
      )}
      <div role="status" aria-live="polite" className="sr-only">
        {loading ? t('general.loading') : ''}
      </div>
    </>
  );
}
