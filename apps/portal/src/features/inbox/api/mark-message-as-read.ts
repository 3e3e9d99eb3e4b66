import type { MarkMessagesRead, MarkMessagesReadResult } from '@loyalty/contract';
import { memberMessageApi } from './member-message';
import { MESSAGES_TAG } from './inbox-api';
import { memberPortalPaths } from '@loyalty/contract/portal-paths/member';

/**
 * PUT /api/protected/member/markMessageAsRead {keyList}. Only once the server accepted it do the cached
 * lists show the messages read, and then they are refetched; a failure changes
 * nothing (the caller logs it).
 */
const markMessageAsReadApi = memberMessageApi.injectEndpoints({
  endpoints: (build) => ({
    markMessageAsRead: build.mutation<MarkMessagesReadResult, MarkMessagesRead>({
      extraOptions: { ownErrorMessage: true },
      query: (body) => ({ url: memberPortalPaths.markMessageAsRead, method: 'PUT', body }),
      async onQueryStarted({ keyList }, { dispatch, getState, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        const keys = new Set(keyList);
        for (const args of memberMessageApi.util.selectCachedArgsForQuery(getState(), 'memberMessage'))
          dispatch(
            memberMessageApi.util.updateQueryData('memberMessage', args, (messages) => {
              for (const message of messages) if (keys.has(message.key)) message.read = true;
            }),
          );
      },
      // A failed call must not refetch as if it had changed something.
      invalidatesTags: (_result, error) => (error ? [] : [MESSAGES_TAG]),
    }),
  }),
});

export const { useMarkMessageAsReadMutation } = markMessageAsReadApi;
