'use client';

import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { MessageSkeletons } from './message-skeletons';

/** The notifications list's section: named by its heading when it has one, by its name otherwise. */
export function NotificationsFrame({ title, children }: { title?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby={title ? 'notifications-title' : undefined}
      aria-label={title ? undefined : t('notifications.title')}
      className="mx-auto flex w-full max-w-2xl flex-col gap-4"
    >
      {title && (
        <h1 id="notifications-title" className="text-3xl font-bold">
          {title}
        </h1>
      )}
      {children}
    </section>
  );
}

/** What the list shows while its first page loads, also shown while the list's own code loads (the inbox page). */
export function NotificationsPlaceholder({ title }: { title?: string }) {
  return (
    <NotificationsFrame title={title}>
      <MessageSkeletons count={3} />
    </NotificationsFrame>
  );
}
