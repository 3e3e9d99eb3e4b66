'use client';

import { Suspense } from 'react';
import type { MemberMessage } from '@loyalty/contract';
import { useTranslation } from '@/i18n/react';
import { NotificationsPlaceholder } from '@/features/inbox/components/notifications-frame';
import { lazyBeside } from '@/lib/lazy-beside';

// The list's code loads beside the page's (hydration keeps the server's list until it has arrived); until it arrives
// after a navigation inside the app, the page shows what the list shows while its first page loads.
const NotificationsList = lazyBeside(
  import('@/features/inbox/components/notifications-list'),
  'NotificationsList',
);

/** The inbox page's client part: the notifications list under the page heading, from the server's first page. */
export function InboxScreen({ firstPage }: { firstPage: MemberMessage[] | null }) {
  const { t } = useTranslation();
  const title = t('notifications.title');
  return (
    <Suspense fallback={<NotificationsPlaceholder title={title} />}>
      <NotificationsList title={title} firstPage={firstPage} />
    </Suspense>
  );
}
