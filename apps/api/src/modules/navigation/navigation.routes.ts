import { loyaltyApi } from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../lib/implement';
import { listNavigationItems } from './navigation.service';

export async function navigationRoutes(app: FastifyInstance): Promise<void> {
  implement(app, loyaltyApi.navigation.items, async (request) =>
    listNavigationItems(app.db, request.businessId),
  );
}
