'use client';

import { useEffect } from 'react';
import { useTranslation } from '@/i18n/react';
import type { MemberMessage } from '@loyalty/contract';
import { MESSAGE_TAG_DEFAULT } from '@loyalty/contract/constants';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useServerAnswer } from '@/store/use-server-answer';
import { memberMessageApi, useMemberMessageQuery } from '../api/member-message';
import { INBOX_PAGE_SIZE } from '../page-size';
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

export interface NotificationsListProps {
  /** Shown as the page heading when given. */
  title?: string;
  limit?: number;
  tag?: string;
  /**
   * The first page (`limit` messages of `tag` from offset 0) as the server rendered it: put in the query cache before
   * the query subscribes, so the list is in the server's HTML and hydration keeps it instead of fetching it again.
   */
  firstPage?: MemberMessage[] | null;
}

/**
 * The full notifications list: pages of `limit` messages kept in the
 * notifications slice (page 1 replaces, later pages append new keys, hasMore when a page was full),
 * 3 skeletons while the first page loads, an error alert, an empty state and "load more".
 */
export function NotificationsList({
  title,
  limit = INBOX_PAGE_SIZE,
  tag = MESSAGE_TAG_DEFAULT,
  firstPage,
}: NotificationsListProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  // Once, before the query below reads the cache (the same entry its own fetch would fill).
  useServerAnswer(
    () =>
      firstPage &&
      memberMessageApi.util.upsertQueryEntries([
        { endpointName: 'memberMessage', arg: { limit, offset: 0, tag }, value: firstPage },
      ]),
  );
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

  const inSlice = state.tag === tag ? state.messages : [];
  // Until the effect above has put this tag's first page in the slice, the query's own answer: what the server
  // rendered, so that hydration shows the same list.
  const fromQuery = inSlice.length === 0 && page === 1 && currentData !== undefined;
  const messages = fromQuery ? currentData : inSlice;
  const hasMore = fromQuery ? currentData.length === limit : state.hasMore;
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
      {messages.length > 0 && hasMore && (
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
