import type { BusinessConfiguration } from '@loyalty/contract';
import { baseApi } from '@/store/base-api';

/** GET /api/configuration: the business configuration. */
export const getConfigurationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getConfiguration: build.query<BusinessConfiguration, void>({ query: () => '/configuration' }),
  }),
});

export const { useGetConfigurationQuery } = getConfigurationApi;
