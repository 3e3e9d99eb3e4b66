'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { appNavigationHref, pageOf, sameSiteLinkOf } from './internal-navigation';

/**
 * Client-side navigation for every link of the portal, in one listener instead of a `next/link` per link: a plain
 * click on a link to one of the portal's pages is opened by the app router (no full reload, the shell and the
 * member store stay), after the screens' own handlers have had the click (one that called preventDefault keeps
 * it). The page a link leads to is prefetched when the pointer rests on it, a finger touches it or it gets focus,
 * which is when `next/link` prefetches a server-rendered page too. Everything else (new tabs, downloads, other
 * sites, the BFF's routes) the browser opens as it always does.
 */
export function AppLinks() {
  const router = useRouter();

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const href = appNavigationHref(event, window.location);
      if (href === null) return;
      event.preventDefault();
      router.push(href);
    };
    const prefetched = new Set<string>();
    const onIntent = (event: Event) => {
      const destination = sameSiteLinkOf(event.target, window.location);
      if (!destination) return;
      const href = pageOf(destination);
      if (prefetched.has(href) || href === pageOf(window.location)) return;
      prefetched.add(href);
      router.prefetch(href);
    };
    document.addEventListener('click', onClick);
    document.addEventListener('mouseover', onIntent, { passive: true });
    document.addEventListener('touchstart', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('mouseover', onIntent);
      document.removeEventListener('touchstart', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, [router]);

  return null;
}
