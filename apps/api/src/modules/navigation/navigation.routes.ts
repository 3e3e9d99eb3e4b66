import type { NavigationItem } from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';
import { listNavigationItems } from './navigation.service';

export async function navigationRoutes(app: FastifyInstance): Promise<void> {
  // The side drawer menu of the request's business.
  app.get('/v1/navigation/items', async (request): Promise<NavigationItem[]> =>
    listNavigationItems(app.db, request.businessId),
  );
}
