import { BELL_FETCH_LIMIT, MESSAGE_TAG_DEFAULT } from '@loyalty/contract/constants';
import { useMemberMessageQuery } from '../api/member-message';

/** The bell's request: the latest messages, whose unread ones it counts. */
export const bellQuery = { limit: BELL_FETCH_LIMIT, offset: 0, tag: MESSAGE_TAG_DEFAULT };

/** Unread messages among the latest (the bell's request, so both share one cache entry); null while loading. */
export function useUnreadCount(): { unread: number | null; isError: boolean } {
  const { data, isError } = useMemberMessageQuery(bellQuery);
  return { unread: data ? data.filter((message) => !message.read).length : null, isError };
}
