import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and during hydration, true from the render right after it (and in every render of a part
 * that mounts later). For what depends on the browser's clock or time zone ("5 minutes ago"): the server's HTML and
 * hydration show a placeholder, so the two always match.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
