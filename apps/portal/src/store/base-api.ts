import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

/**
 * The one RTK Query api of the portal. Features add their endpoints with `baseApi.injectEndpoints` in
 * their own api/<verb-noun>.ts, so this file never grows and features stay independent.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ credentials: 'include' }),
  // Unused query data is kept 60 s.
  keepUnusedDataFor: 60,
  // MemberDetails: refetched after a profile update (the profile-update modal's window message) and after a
  // shop purchase, with the ledger's tags (Gifts, Activity, ShopItems, PointsSummary).
  tagTypes: ['MemberDetails', 'Gifts', 'Activity', 'ShopItems', 'PointsSummary', 'Subscriptions'],
  endpoints: () => ({}),
});
