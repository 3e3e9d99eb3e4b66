'use client';

import { FeedbackHost } from './feedback-host';
import { NavigationDrawer } from './navigation-drawer';

/** App-wide panels opened through the shell state's chrome area, on every page: the drawer and the feedback form. */
export function AppPanels() {
  return (
    <>
      <NavigationDrawer />
      <FeedbackHost />
    </>
  );
}
