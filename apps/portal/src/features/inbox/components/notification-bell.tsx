'use client';

import * as RadixDialog from '@radix-ui/react-dialog';
import { useSession } from '@/lib/member-session';
import { useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { BELL_SHOWN } from '@loyalty/contract/constants';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { BellIcon } from '@/components/ui/icons';
import { useMemberMessageQuery } from '../api/member-message';
import { useMarkRead } from '../hooks/use-mark-read';
import { useServerBell } from '../hooks/use-unread-count';
import { bellQuery, INBOX_PATH } from '../bell-query';
import { MessageItem } from './message-item';
import { MessageSkeletons } from './message-skeletons';
import { useAppPathname } from '@/lib/app-location';

/**
 * The navigation bar's bell: members only, hidden on the inbox page. The badge counts
 * the unread among the 50 latest inbox messages; the dropdown shows the 5 latest and a view-all link.
 * The dropdown is a non-modal dialog rather than a menu, because a message holds links and buttons. The messages
 * come with the page where the server could read them (`useServerBell`), so the badge is in its HTML.
 */
export function NotificationBell() {
  const { status } = useSession();
  const pathname = useAppPathname();
  if (status !== 'authenticated' || pathname === INBOX_PATH) return null;
  return <Bell />;
}

function Bell() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  useServerBell();
  const { data, isError, isFetching, refetch } = useMemberMessageQuery(bellQuery);
  const markRead = useMarkRead();
  const unread = data?.filter((message) => !message.read).length ?? 0;
  const latest = data?.slice(0, BELL_SHOWN) ?? [];
  const label = unread > 0 ? t('notifications.bell.unread', { count: unread }) : t('notifications.title');

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    // Messages may have arrived since the page loaded.
    if (next && data) void refetch();
  };

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <RadixDialog.Trigger asChild>
        <Button variant="ghost" className="relative px-0" aria-label={label} data-testid="notification-bell">
          <BellIcon />
          {unread > 0 && (
            <span
              aria-hidden="true"
              data-testid="notification-badge"
              className="absolute end-0.5 top-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-xs font-bold leading-none text-white"
            >
              {unread}
            </span>
          )}
        </Button>
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Content
          aria-describedby={undefined}
          // Closed by Escape, the bell or a click outside, but not when something else takes the focus (the
          // cookie banner focuses itself when it appears, which would shut the dropdown at once).
          onFocusOutside={(event) => event.preventDefault()}
          className="fixed inset-x-2 top-16 z-50 flex max-h-80 flex-col rounded-xl border border-border bg-surface text-foreground shadow-lg sm:inset-x-auto sm:end-[max(1rem,calc((100vw_-_64rem)/2_+_1rem))] sm:w-96"
        >
          <RadixDialog.Title className="border-b border-border px-4 py-3 text-base font-bold">
            {t('notifications.title')}
          </RadixDialog.Title>
          <div
            className="min-h-0 flex-1 overflow-y-auto p-2"
            // Scrollable content must be reachable by keyboard even when no message holds a link.
            tabIndex={0}
            role="region"
            aria-label={t('notifications.title')}
          >
            {isError && <Alert variant="error">{t('notifications.errorLoadingMessages')}</Alert>}
            {!data && !isError && isFetching && <MessageSkeletons count={3} />}
            {data && latest.length === 0 && (
              <p className="px-2 py-4 text-center text-sm text-muted-foreground">
                {t('notifications.noMessages')}
              </p>
            )}
            {latest.length > 0 && (
              <ul className="flex flex-col gap-1">
                {latest.map((message) => (
                  <li key={message.key}>
                    <MessageItem message={message} variant="dropdown" onMarkRead={markRead} />
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="border-t border-border p-2">
            <Button asChild variant="outline" className="w-full">
              <a href={INBOX_PATH} onClick={() => setOpen(false)}>
                {t('notifications.viewAll')}
              </a>
            </Button>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
