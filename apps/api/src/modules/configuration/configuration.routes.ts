import type { BusinessConfiguration } from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';
import { getConfiguration } from './configuration.service';

export async function configurationRoutes(app: FastifyInstance): Promise<void> {
  // Everything the portal's shell needs to render the business: name, theme, languages, menu, flags.
  app.get('/v1/configuration', async (request): Promise<BusinessConfiguration> =>
    getConfiguration(app.db, request.businessId),
  );
}
