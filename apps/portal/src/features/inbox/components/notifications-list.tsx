'use client';

import { useEffect } from 'react';
import { useTranslation } from '@/i18n/react';
import { MESSAGE_TAG_DEFAULT } from '@loyalty/contract/constants';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useMemberMessageQuery } from '../api/member-message';
import { useMarkRead } from '../hooks/use-mark-read';
import {
  loadingChanged,
  messagesReceived,
  nextPageRequested,
  notificationsReset,
  selectNotifications,
} from '../store';
import { MessageItem } from './message-item';
import { MessageSkeletons } from './message-skeletons';
import { NotificationsFrame } from './notifications-frame';

/** The notification component's default page size. */
const NOTIFICATIONS_PAGE_SIZE = 5;

export interface NotificationsListProps {
  /** Shown as the page heading when given. */
  title?: string;
  limit?: number;
  tag?: string;
}

/**
 * The full notifications list: pages of `limit` messages kept in the
 * notifications slice (page 1 replaces, later pages append new keys, hasMore when a page was full),
 * 3 skeletons while the first page loads, an error alert, an empty state and "load more".
 */
export function NotificationsList({
  title,
  limit = NOTIFICATIONS_PAGE_SIZE,
  tag = MESSAGE_TAG_DEFAULT,
}: NotificationsListProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const markRead = useMarkRead();
  const state = useAppSelector(selectNotifications);
  // Until the reset below has run for a new tag, ask for its first page.
  const page = state.tag === tag ? state.page : 1;
  const { currentData, isFetching, isError } = useMemberMessageQuery({
    limit,
    offset: (page - 1) * limit,
    tag,
  });

  useEffect(() => {
    dispatch(notificationsReset(tag));
    return () => {
      dispatch(notificationsReset(undefined));
    };
  }, [dispatch, tag]);

  useEffect(() => {
    if (currentData) dispatch(messagesReceived({ page, limit, tag, messages: currentData }));
  }, [dispatch, currentData, page, limit, tag]);

  useEffect(() => {
    dispatch(loadingChanged(isFetching));
  }, [dispatch, isFetching]);

  const messages = state.tag === tag ? state.messages : [];
  const firstLoad = messages.length === 0 && (isFetching || (!currentData && !isError));

  return (
    <NotificationsFrame title={title}>
      {isError && <Alert variant="error">{t('notifications.errorLoadingMessages')}</Alert>}
      {firstLoad && !isError && <MessageSkeletons count={3} />}
      {!firstLoad && !isError && messages.length === 0 && (
        <p className="rounded-xl border border-border p-6 text-center text-muted-foreground">
          {t('notifications.noMessages')}
        </p>
      )}
      {messages.length > 0 && (
        <ul className="flex flex-col gap-3" aria-busy={isFetching}>
          {messages.map((message) => (
            <li key={message.key}>
              <MessageItem message={message} variant="page" onMarkRead={markRead} />
            </li>
          ))}
        </ul>
      )}
      {messages.length > 0 && state.hasMore && (
        <Button
          variant="outline"
          className="self-center"
          disabled={isFetching}
          onClick={() => dispatch(nextPageRequested())}
        >
          {isFetching ? t('notifications.loading') : t('notifications.loadMore')}
        </Button>
      )}
    </NotificationsFrame>
  );
}
