import type { FriendReferral } from '@loyalty/contract';
import { baseApi } from '@/store/base-api';
import { memberPortalPaths } from '@loyalty/contract/portal-paths/member';

/** The BFF adds the absolute link (this portal's origin + the API's path). */
interface FriendReferralWithLink extends FriendReferral {
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
