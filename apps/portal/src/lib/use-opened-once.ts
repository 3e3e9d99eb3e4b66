import { useState } from 'react';

/**
 * True from the first time `open` is true, and then for good: a panel whose code loads on first opening mounts
 * then, and stays mounted (closing animates, reopening is instant).
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  return open || opened;
}
