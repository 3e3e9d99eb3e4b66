/** The local-storage key holding the page direction of the member's language, as the portal stores it. */
export const DIRECTION_STORAGE_KEY = 'direction';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

/** Stores the direction ('ltr' or 'rtl') when it changed; storage that refuses writes is left alone. */
export function storeDirection(
  direction: 'ltr' | 'rtl',
  storage: Storage | undefined = globalStorage(),
): void {
  try {
    if (storage && storage.getItem(DIRECTION_STORAGE_KEY) !== direction) {
      storage.setItem(DIRECTION_STORAGE_KEY, direction);
    }
  } catch {
    // Private mode or full storage: the direction is still on the document.
  }
}

function globalStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
