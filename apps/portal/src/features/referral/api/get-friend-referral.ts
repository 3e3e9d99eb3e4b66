import type { FriendReferral } from '@loyalty/contract';
import { baseApi } from '@/store/base-api';

/** The BFF adds the absolute link (this portal's origin + the API's path). */
export interface FriendReferralWithLink extends FriendReferral {
  link: string;
}

/** GET /api/protected/member/friendReferral: the member's referral code and link. */
export const getFriendReferralApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getFriendReferral: build.query<FriendReferralWithLink, void>({
      query: () => '/protected/member/friendReferral',
    }),
  }),
});

export const { useGetFriendReferralQuery } = getFriendReferralApi;
