import { BFF_PATH_PREFIX } from '@loyalty/contract/portal-paths/public';

/**
 * Which link clicks are the app's own navigations. Pages link with plain `<a href>` (no `next/link`, whose
 * code every page would download); `AppLinks` hands the clicks this file recognises to the app router, and the
 * route-progress bar starts on them.
 */
export interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}

/** The link an event happened in, when it is one to this site that opens in this tab. */
export function sameSiteLinkOf(target: EventTarget | null, current: Location | URL): URL | null {
  if (!(target instanceof Element)) return null;
  const anchor = target.closest('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const destination = new URL(anchor.getAttribute('href') ?? '', current.href);
  // The BFF's routes (downloads, wallet passes, sign-out) are not pages: the browser opens them itself.
  if (destination.origin !== current.origin || destination.pathname.startsWith(BFF_PATH_PREFIX)) return null;
  return destination;
}

/** A page's address without its hash: what the app router opens (`/member/inbox?page=2`). */
export const pageOf = (url: Location | URL): string => url.pathname + url.search;

function isPlainClick(event: ClickLike): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Whether a click will make the app router navigate to another page: a plain left click on a same-origin
 * link to a different path or query (hash-only jumps, new tabs, downloads and modified clicks do not).
 */
export function isInternalNavigation(event: ClickLike, current: Location | URL): boolean {
  if (!isPlainClick(event)) return false;
  const destination = sameSiteLinkOf(event.target, current);
  return destination !== null && pageOf(destination) !== pageOf(current);
}

/**
 * The address the app router should open for a click, or null when the browser handles it: a screen already
 * handled the click, it is not a plain left click on a link to one of this site's pages, or it only jumps to an
 * anchor of the page shown. A link to the page shown (the logo on the home page) is opened again, as `next/link`
 * does.
 */
export function appNavigationHref(
  event: ClickLike & { defaultPrevented: boolean },
  current: Location | URL,
): string | null {
  if (event.defaultPrevented || !isPlainClick(event)) return null;
  const destination = sameSiteLinkOf(event.target, current);
  if (!destination) return null;
  if (destination.hash && pageOf(destination) === pageOf(current)) return null;
  return pageOf(destination) + destination.hash;
}
