import type { Location } from '@loyalty/contract';
import { baseApi } from '@/store/base-api';

/** GET /api/locations: the business's shops and branches. */
export const getLocationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLocations: build.query<Location[], void>({ query: () => '/locations' }),
  }),
});

export const { useGetLocationsQuery } = getLocationsApi;
