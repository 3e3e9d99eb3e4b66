import type { FriendReferral } from '@loyalty/contract';
import { baseApi } from '@/store/base-api';
import { memberPortalPaths } from '@loyalty/contract/portal-paths/member';

/** The BFF adds the absolute link (this portal's origin + the API's path). */
export interface FriendReferralWithLink extends FriendReferral {
  link: string;
}

/** GET /api/protected/member/friendReferral: the member's referral code and link. */
const getFriendReferralApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getFriendReferral: build.query<FriendReferralWithLink, void>({
      extraOptions: { ownErrorMessage: true },
      query: () => memberPortalPaths.friendReferral,
    }),
  }),
});

export const { useGetFriendReferralQuery } = getFriendReferralApi;

/** Puts the member's referral, read by the server for the page, in the cache (`useServerAnswer`). */
export const friendReferralAnswer = (referral: FriendReferralWithLink) =>
  getFriendReferralApi.util.upsertQueryEntries([
    { endpointName: 'getFriendReferral', arg: undefined, value: referral },
  ]);
