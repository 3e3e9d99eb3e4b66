import type { Location } from '@loyalty/contract';
import { portalPaths } from '@loyalty/contract/portal-paths';
import { baseApi } from '@/store/base-api';

/** GET /api/locations and /api/location?locationId=: the business's shops (hours only; open-now is computed here). */
const locationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLocations: build.query<Location[], void>({
      extraOptions: { ownErrorMessage: true },
      query: () => ({ url: portalPaths.locations }),
    }),
    getLocation: build.query<Location, string>({
      extraOptions: { ownErrorMessage: true },
      query: (locationId) => ({ url: portalPaths.location, params: { locationId } }),
    }),
  }),
});

export const { useGetLocationsQuery, useGetLocationQuery } = locationsApi;
