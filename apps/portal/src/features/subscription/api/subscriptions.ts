import type {
  MemberSubscription,
  MemberSubscriptions,
  SubscribeResult,
  TestCheckoutResult,
} from '@loyalty/contract';
import { memberPortalPaths } from '@loyalty/contract/portal-paths/member';
import { baseApi } from '@/store/base-api';

/**
 * The member's paid membership: plans and subscriptions (GET), checkout, cancellation and the simulated
 * checkout of test mode. Paying grants points and a gift, so the balances and gifts are refetched after it.
 */
export const subscriptionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSubscriptions: build.query<MemberSubscriptions, string>({
      extraOptions: { ownErrorMessage: true },
      query: (lang) => ({ url: memberPortalPaths.subscriptions, params: { lang } }),
      providesTags: ['Subscriptions'],
    }),
    subscribe: build.mutation<SubscribeResult, { priceId: string; returnUrl: string }>({
      extraOptions: { ownErrorMessage: true },
      query: (body) => ({ url: memberPortalPaths.subscribe, method: 'POST', body }),
      invalidatesTags: ['Subscriptions'],
    }),
    cancelSubscription: build.mutation<MemberSubscription, { subscriptionId: string }>({
      extraOptions: { ownErrorMessage: true },
      query: (body) => ({ url: memberPortalPaths.cancelSubscription, method: 'POST', body }),
      invalidatesTags: ['Subscriptions'],
    }),
    testCheckout: build.mutation<TestCheckoutResult, { subscriptionId: string; outcome: 'pay' | 'decline' }>({
      extraOptions: { ownErrorMessage: true },
      query: (body) => ({ url: memberPortalPaths.testCheckout, method: 'POST', body }),
      invalidatesTags: ['Subscriptions', 'MemberDetails', 'Gifts', 'Activity', 'PointsSummary'],
    }),
  }),
});

export const {
  useGetSubscriptionsQuery,
  useSubscribeMutation,
  useCancelSubscriptionMutation,
  useTestCheckoutMutation,
} = subscriptionsApi;

/** Puts the page's answer, read by the server in the page's language, in the cache (`useServerAnswer`). */
export const subscriptionsAnswer = (language: string, answer: MemberSubscriptions) =>
  subscriptionsApi.util.upsertQueryEntries([
    { endpointName: 'getSubscriptions', arg: language, value: answer },
  ]);
