/**
 * Whether a click will make the app router navigate to another page: a plain left click on a same-origin
 * link to a different path or query (hash-only jumps, new tabs, downloads and modified clicks do not).
 */
export interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}

export function isInternalNavigation(event: ClickLike, current: Location | URL): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if (!(event.target instanceof Element)) return false;
  const anchor = event.target.closest('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return false;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return false;
  const destination = new URL(anchor.getAttribute('href') ?? '', current.href);
  if (destination.origin !== current.origin) return false;
  return destination.pathname !== current.pathname || destination.search !== current.search;
}
