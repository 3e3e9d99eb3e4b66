import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query/react';
import type { PortalCallOptions } from './api-error-notice';
import { reportFailedCall } from './portal-call';

const fetchFromPortal = fetchBaseQuery({ credentials: 'include' });

/** Every member-store call goes through here: a failure is reported as every portal call's is. */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, unknown, PortalCallOptions> = async (
  args,
  api,
  extra,
) => {
  const result = await fetchFromPortal(args, api, extra);
  if (result.error) {
    reportFailedCall(typeof args === 'string' ? args : args.url, result.error, result.meta?.response, extra);
  }
  return result;
};

/**
 * The one RTK Query api of the portal. Features add their endpoints with `baseApi.injectEndpoints` in
 * their own api/<verb-noun>.ts, so this file never grows and features stay independent.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  // Unused query data is kept 60 s.
  keepUnusedDataFor: 60,
  // MemberDetails: refetched after a profile update (the profile-update modal's window message) and after a
  // shop purchase, with the ledger's tags (Gifts, Activity, ShopItems, PointsSummary).
  tagTypes: ['MemberDetails', 'Gifts', 'Activity', 'ShopItems', 'PointsSummary', 'Sessions', 'Subscriptions'],
  endpoints: () => ({}),
});
