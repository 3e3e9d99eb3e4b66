import {
  businessCreateSchema,
  businessIdSchema,
  businessUpdateSchema,
  type Business,
} from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parse } from '../../lib/parse';
import { createBusiness, getBusiness, listBusinesses, updateBusiness } from './businesses.service';

const businessParamsSchema = z.object({ businessId: businessIdSchema });

export async function businessesRoutes(app: FastifyInstance): Promise<void> {
  // Admin (CLI business:list).
  app.get('/admin/v1/businesses', async (): Promise<Business[]> => listBusinesses(app.db));

  // Admin (CLI business:create): a name is enough; every setting has a default.
  app.post('/admin/v1/businesses', async (request, reply): Promise<Business> => {
    const business = await createBusiness(app.db, parse(businessCreateSchema, request.body));
    reply.code(201);
    return business;
  });

  // Admin: one business with its hosts and settings.
  app.get('/admin/v1/businesses/:businessId', async (request): Promise<Business> => {
    const { businessId } = parse(businessParamsSchema, request.params);
    return getBusiness(app.db, businessId);
  });

  // Admin (CLI business:config): rename, replace hosts, merge settings.
  app.patch('/admin/v1/businesses/:businessId', async (request): Promise<Business> => {
    const { businessId } = parse(businessParamsSchema, request.params);
    return updateBusiness(app.db, businessId, parse(businessUpdateSchema, request.body));
  });
}
