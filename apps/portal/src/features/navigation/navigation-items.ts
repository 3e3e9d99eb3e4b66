import type { NavigationItem } from '@loyalty/contract';

/** The drawer's entries: visible ones meant for the side menu, not only the profile screen. */
export function drawerItems(items: readonly NavigationItem[]): NavigationItem[] {
  return items.filter(
    (item) => item.visible && (item.displayArea === 'SidebarMenu' || item.displayArea === 'Both'),
  );
}

/**
 * The profile's entries: visible ones meant for the profile screen (ProfileScreen or Both), leaving out those
 * the profile already links to itself (`shownPaths`) so none appears twice.
 */
export function profileItems(
  items: readonly NavigationItem[],
  shownPaths: readonly string[] = [],
): NavigationItem[] {
  return items.filter(
    (item) =>
      item.visible &&
      (item.displayArea === 'ProfileScreen' || item.displayArea === 'Both') &&
      !shownPaths.includes(item.path),
  );
}

/** The portal page that frames an entry: `/view/{idTransformed}`. */
function viewPath(item: Pick<NavigationItem, 'idTransformed'>): string {
  return `/view/${encodeURIComponent(item.idTransformed)}`;
}

export interface DrawerLink {
  href: string;
  /** An absolute URL: a plain anchor, not the client router. */
  external: boolean;
  newTab: boolean;
}

const isAbsolute = (href: string) => /^[a-z][a-z\d+.-]*:/i.test(href);

/**
 * Where an entry leads. A guest opening a members-only entry goes to sign-in, coming back to the entry's
 * `/view` page afterwards; an embedded entry is its `/view` page inside the portal.
 */
export function drawerLink(item: NavigationItem, signedIn: boolean): DrawerLink {
  if (item.onlyForLoggedInUser && !signedIn) {
    const callbackUrl = encodeURIComponent(viewPath(item));
    return { href: `/auth/signin?callbackUrl=${callbackUrl}`, external: false, newTab: false };
  }
  const href = item.embedInIframe ? viewPath(item) : item.path;
  return {
    href,
    external: isAbsolute(href),
    newTab: item.openInNewWindow || item.target === '_blank',
  };
}

/** Whether an entry is the page on screen (highlighted, aria-current="page"). */
export function isCurrentItem(item: NavigationItem, pathname: string): boolean {
  const href = item.embedInIframe ? viewPath(item) : item.path;
  if (isAbsolute(href)) return false;
  const path = href.split(/[?#]/)[0] || '/';
  return decodeURIComponent(path) === decodeURIComponent(pathname);
}

/** The entry a `/view/{idTransformed}` page shows, and the address its frame loads. */
export function findViewItem(
  items: readonly NavigationItem[],
  idTransformed: string,
): { item: NavigationItem; url: string } | null {
  const item = items.find((candidate) => candidate.idTransformed === idTransformed);
  if (!item) return null;
  return { item, url: item.calculatedUrl ?? item.path };
}
