import { loyaltyApi } from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../lib/implement';
import { getBusinessProfile } from '../businesses/businesses.service';
import { getConfiguration } from './configuration.service';

export async function configurationRoutes(app: FastifyInstance): Promise<void> {
  implement(app, loyaltyApi.configuration.get, async (request) =>
    getConfiguration(app.db, request.businessId),
  );
  implement(app, loyaltyApi.configuration.version, async (request) => ({
    version: (await getBusinessProfile(app.db, request.businessId)).version,
  }));
}
