import type { Location } from '@loyalty/contract';
import { baseApi } from '@/store/base-api';

/** GET /api/location?locationId=: one location of the business. */
export const getLocationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLocation: build.query<Location, string>({
      query: (locationId) => ({ url: '/location', params: { locationId } }),
    }),
  }),
});

export const { useGetLocationQuery } = getLocationApi;
