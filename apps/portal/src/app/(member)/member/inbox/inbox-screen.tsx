'use client';

import { lazy, Suspense } from 'react';
import { useTranslation } from '@/i18n/react';
import { NotificationsPlaceholder } from '@/features/inbox/components/notifications-frame';

// The messages are fetched after hydration, so the list's code need not be part of the page's first load: it is
// requested as soon as this module runs (beside the page's own chunks, not after them), and until it arrives the
// page shows what the list shows while its first page loads.
const notificationsList = import('@/features/inbox/components/notifications-list');
const NotificationsList = lazy(() =>
  notificationsList.then((module) => ({ default: module.NotificationsList })),
);

/** The inbox page's client part: the notifications list under the page heading. */
export function InboxScreen() {
  const { t } = useTranslation();
  const title = t('notifications.title');
  return (
    <Suspense fallback={<NotificationsPlaceholder title={title} />}>
      <NotificationsList title={title} />
    </Suspense>
  );
}
