'use client';

import { FeedbackHost } from './feedback-host';
import { NavigationDrawer } from './navigation-drawer';

/** App-wide panels opened from the chrome slice, on every page: the side drawer and the feedback form. */
export function AppPanels() {
  return (
    <>
      <NavigationDrawer />
      <FeedbackHost />
    </>
  );
}
