import { locationQuerySchema, type Location } from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';
import { parse } from '../../lib/parse';
import { getLocation, listLocations } from './locations.service';

export async function locationsRoutes(app: FastifyInstance): Promise<void> {
  // The business's active shops and branches.
  app.get('/v1/locations', async (request): Promise<Location[]> => listLocations(app.db, request.businessId));

  // One of them (404 for another business's or an inactive one).
  app.get('/v1/locations/:locationId', async (request): Promise<Location> => {
    const { locationId } = parse(locationQuerySchema, request.params);
    return getLocation(app.db, request.businessId, locationId);
  });
}
