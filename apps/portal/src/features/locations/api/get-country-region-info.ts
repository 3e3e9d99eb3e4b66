import type { CountryRegionInfo } from '@loyalty/contract';
import { baseApi } from '@/store/base-api';

/** GET /api/countryRegionInfo: the visitor's country and the business's countries. */
export const getCountryRegionInfoApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCountryRegionInfo: build.query<CountryRegionInfo, void>({ query: () => '/countryRegionInfo' }),
  }),
});

export const { useGetCountryRegionInfoQuery } = getCountryRegionInfoApi;
