import type { MemberMessage, MemberMessagesQuery } from '@loyalty/contract';
import { inboxApi, MESSAGES_TAG } from './inbox-api';
import { isMemberMessages } from './message-shape';
import { memberPortalPaths } from '@loyalty/contract/portal-paths/member';

/** GET /api/protected/member/memberMessage?limit&offset&tag: one page of messages, newest first. */
export const memberMessageApi = inboxApi.injectEndpoints({
  endpoints: (build) => ({
    memberMessage: build.query<MemberMessage[], MemberMessagesQuery>({
      extraOptions: { ownErrorMessage: true },
      query: ({ limit, offset, tag }) => ({
        url: memberPortalPaths.memberMessages,
        params: { limit, offset, tag },
      }),
      // Shape check of what the BFF answered: a broken answer is an error state, not a crash in render.
      transformResponse: (response: unknown) => {
        if (!isMemberMessages(response)) throw new Error('the message list has an unexpected shape');
        return response;
      },
      providesTags: [MESSAGES_TAG],
    }),
  }),
});

export const { useMemberMessageQuery } = memberMessageApi;
