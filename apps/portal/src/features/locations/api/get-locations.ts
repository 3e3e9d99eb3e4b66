import type { Location } from '@loyalty/contract';
import { publicPortalPaths } from '@loyalty/contract/portal-paths/public';
import { usePortalQuery } from '@/store/portal-query';

/** GET /api/locations: the business's shops (hours only; open-now is computed here). */
export function useGetLocationsQuery() {
  return usePortalQuery<Location[]>(publicPortalPaths.locations, { ownErrorMessage: true });
}

/** GET /api/location?locationId=: one shop. */
export function useGetLocationQuery(locationId: string) {
  return usePortalQuery<Location>(
    { url: publicPortalPaths.location, params: { locationId } },
    { ownErrorMessage: true },
  );
}
