import { loyaltyApi } from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../lib/implement';
import { getLocation, listLocations } from './locations.service';

export async function locationsRoutes(app: FastifyInstance): Promise<void> {
  implement(app, loyaltyApi.locations.list, async (request) => listLocations(app.db, request.businessId));
  // Another business's or an inactive location is a 404.
  implement(app, loyaltyApi.locations.get, async (request) =>
    getLocation(app.db, request.businessId, request.params.locationId),
  );
}
