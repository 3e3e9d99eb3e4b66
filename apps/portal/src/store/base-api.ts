import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query/react';
import { isEndedSession, signInAgainPath } from './session-refusal';

const fetchFromPortal = fetchBaseQuery({ credentials: 'include' });

/** Every call goes through here: a member call refused because the session ended sends the page to sign-in. */
const baseQuery: BaseQueryFn<string | FetchArgs> = async (args, api, extra) => {
  const result = await fetchFromPortal(args, api, extra);
  const url = typeof args === 'string' ? args : args.url;
  if (
    result.error &&
    isEndedSession(url, result.error.status, result.error.data) &&
    typeof window !== 'undefined'
  ) {
    window.location.assign(signInAgainPath(`${window.location.pathname}${window.location.search}`));
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
