import type { MemberMessage } from '@loyalty/contract';
import { memberMessageApi, useMemberMessageQuery } from '../api/member-message';
import { bellQuery } from '../bell-query';

/** Unread messages among the latest (the bell's request, so both share one cache entry); null while loading. */
export function useUnreadCount(): { unread: number | null; isError: boolean } {
  const { data, isError } = useMemberMessageQuery(bellQuery);
  return { unread: data ? data.filter((message) => !message.read).length : null, isError };
}

/** Puts the bell's request's answer, read by the server for the page, in the cache (`useServerAnswer`). */
export const bellAnswer = (messages: MemberMessage[]) =>
  memberMessageApi.util.upsertQueryEntries([{ endpointName: 'memberMessage', arg: bellQuery, value: messages }]);
