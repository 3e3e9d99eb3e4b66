import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query/react';
import { announceApiError, noticeOf, type PortalCallOptions } from './api-error-notice';
import { isEndedSession, signInAgainPath } from './session-refusal';

const fetchFromPortal = fetchBaseQuery({ credentials: 'include' });

/**
 * Every call goes through here. A member call refused because the session ended sends the page to sign-in;
 * any other failure raises the app-wide "Error" notification, unless the endpoint's screen shows its own message.
 */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, unknown, PortalCallOptions> = async (
  args,
  api,
  extra,
) => {
  const result = await fetchFromPortal(args, api, extra);
  if (!result.error || typeof window === 'undefined') return result;
  const path = new URL(typeof args === 'string' ? args : args.url, window.location.href).pathname;
  if (isEndedSession(path, result.error.status, result.error.data)) {
    window.location.assign(signInAgainPath(`${window.location.pathname}${window.location.search}`));
  } else if (!extra?.ownErrorMessage) {
    announceApiError(noticeOf(result.error, result.meta?.response));
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
