import type { Location } from '@loyalty/contract';
import { portalPaths } from '@loyalty/contract/portal-paths';
import { usePortalQuery } from '@/store/portal-query';

/** GET /api/locations: the business's shops (hours only; open-now is computed here). */
export function useGetLocationsQuery() {
  return usePortalQuery<Location[]>(portalPaths.locations, { ownErrorMessage: true });
}

/** GET /api/location?locationId=: one shop. */
export function useGetLocationQuery(locationId: string) {
  return usePortalQuery<Location>(
    { url: portalPaths.location, params: { locationId } },
    { ownErrorMessage: true },
  );
}
