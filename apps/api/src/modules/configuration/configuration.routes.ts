import { loyaltyApi } from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../lib/implement';
import { getConfiguration } from './configuration.service';

export async function configurationRoutes(app: FastifyInstance): Promise<void> {
  implement(app, loyaltyApi.configuration.get, async (request) =>
    getConfiguration(app.db, request.businessId),
  );
}
