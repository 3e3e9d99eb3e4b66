import type { MemberMessage } from '@loyalty/contract';
import { useContext } from 'react';
import { ServerBellMessagesContext } from '@/store/member-store-holder';
import { useServerAnswer } from '@/store/use-server-answer';
import { memberMessageApi, useMemberMessageQuery } from '../api/member-message';
import { bellQuery } from '../bell-query';

/** Puts the bell's request's answer, read by the server for the page, in the cache (`useServerAnswer`). */
const bellAnswer = (messages: MemberMessage[]) =>
  memberMessageApi.util.upsertQueryEntries([
    { endpointName: 'memberMessage', arg: bellQuery, value: messages },
  ]);

/** Server answers already put in a cache: each is the page's (or one refresh's) and is used once. */
const used = new WeakSet<MemberMessage[]>();

/**
 * The bell's messages the server read with the page (the root layout, `loadBellMessages`), put in the cache by the
 * first screen that reads the bell's request (the bell, or the member home's messages tile), before its query
 * does: the badge is in the page's HTML and nothing is fetched after hydration. Each server answer (the page's, or a
 * refresh's after signing in) is used once: a screen mounted later, after a client-side navigation or once the cache
 * let go of an entry nobody watched, keeps or fetches what is newer than the page.
 */
export function useServerBell(): void {
  const messages = useContext(ServerBellMessagesContext);
  useServerAnswer(() => {
    if (!messages || used.has(messages)) return null;
    used.add(messages);
    return bellAnswer(messages);
  });
}

/** Unread messages among the latest (the bell's request, so both share one cache entry); null while loading. */
export function useUnreadCount(): { unread: number | null; isError: boolean } {
  useServerBell();
  const { data, isError } = useMemberMessageQuery(bellQuery);
  return { unread: data ? data.filter((message) => !message.read).length : null, isError };
}
