'use client';

import { useTranslation } from '@/i18n/react';
import { NotificationsList } from '@/features/inbox/components/notifications-list';

/** The inbox page's client part: the notifications list under the page heading. */
export function InboxScreen() {
  const { t } = useTranslation();
  return <NotificationsList title={t('notifications.title')} />;
}
