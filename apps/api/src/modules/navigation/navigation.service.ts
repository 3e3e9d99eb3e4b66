import { WALLET_PASS_ENTRY_NAME, type MenuEntry, type NavigationItem } from '@loyalty/contract';
import type { DatabaseExecutor } from '@loyalty/db';
import { listNavigationRows, type NavigationItemRow } from './navigation.repository';

/** The name lower-cased without spaces, but the default name for the Wallet Pass entry. */
export function idTransformed(name: string, defaultName: string): string {
  return name === WALLET_PASS_ENTRY_NAME ? defaultName : name.toLowerCase().replace(/\s+/g, '');
}

function toNavigationItem(row: NavigationItemRow): NavigationItem {
  const id = idTransformed(row.name, row.defaultName);
  return {
    id: row.id,
    name: row.name,
    defaultName: row.defaultName,
    // An embedded entry is a portal page that frames the URL; anything else links to the URL itself.
    path: row.embedInIframe ? `/view/${encodeURIComponent(id)}` : row.url,
    target: row.target,
    visible: row.visible,
    displayArea: row.displayArea,
    embedInIframe: row.embedInIframe,
    calculatedUrl: row.embedInIframe ? row.url : null,
    idTransformed: id,
    onlyForLoggedInUser: row.onlyForLoggedInUser,
    openInNewWindow: row.openInNewWindow,
  };
}

/** The side drawer's entries: visible and active ones, in position order. */
export async function listNavigationItems(
  db: DatabaseExecutor,
  businessId: string,
): Promise<NavigationItem[]> {
  const rows = await listNavigationRows(db, businessId);
  return rows.filter((row) => row.visible && row.isActive).map(toNavigationItem);
}

/** The configuration's `menu`: every entry, inactive ones included, so the portal can ask "is Wallet Pass on?". */
export async function listMenuEntries(db: DatabaseExecutor, businessId: string): Promise<MenuEntry[]> {
  const rows = await listNavigationRows(db, businessId);
  return rows.map((row) => ({
    name: row.name,
    defaultName: row.defaultName,
    isActive: row.isActive,
    onlyForLoggedInUser: row.onlyForLoggedInUser,
    openInNewWindow: row.openInNewWindow,
  }));
}
