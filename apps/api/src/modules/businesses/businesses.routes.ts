import { loyaltyApi } from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../lib/implement';
import { createBusiness, getBusiness, listBusinesses, updateBusiness } from './businesses.service';

/** Admin (CLI business:list, business:create, business:config). */
export async function businessesRoutes(app: FastifyInstance): Promise<void> {
  const routes = loyaltyApi.admin.businesses;
  implement(app, routes.list, async () => listBusinesses(app.db));
  implement(app, routes.create, async (request) => createBusiness(app.db, request.body));
  implement(app, routes.get, async (request) => getBusiness(app.db, request.params.businessId));
  implement(app, routes.update, async (request) =>
    updateBusiness(app.db, request.params.businessId, request.body),
  );
}
