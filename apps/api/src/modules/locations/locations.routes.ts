import { loyaltyApi } from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../lib/implement';
import { getBusinessProfile } from '../businesses/businesses.service';
import {
  createLocation,
  getLocation,
  listAdminLocations,
  listLocations,
  updateLocation,
} from './locations.service';

export async function locationsRoutes(app: FastifyInstance): Promise<void> {
  implement(app, loyaltyApi.locations.list, async (request) =>
    listLocations(app.db, await getBusinessProfile(app.db, request.businessId)),
  );
  // Another business's or an inactive location is a 404.
  implement(app, loyaltyApi.locations.get, async (request) =>
    getLocation(app.db, await getBusinessProfile(app.db, request.businessId), request.params.locationId),
  );
}

/** Admin (CLI location:create, location:list, location:update). */
export async function locationsAdminRoutes(app: FastifyInstance): Promise<void> {
  const routes = loyaltyApi.admin.locations;
  implement(app, routes.list, async (request) =>
    listAdminLocations(app.db, await getBusinessProfile(app.db, request.params.businessId)),
  );
  implement(app, routes.create, async (request) =>
    createLocation(app.db, await getBusinessProfile(app.db, request.params.businessId), request.body),
  );
  implement(app, routes.update, async (request) =>
    updateLocation(
      app.db,
      await getBusinessProfile(app.db, request.params.businessId),
      request.params.locationId,
      request.body,
    ),
  );
}
