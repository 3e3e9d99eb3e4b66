import { loyaltyApi } from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../lib/implement';
import { getBusinessProfile } from '../businesses/businesses.service';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys.service';

/** Admin (CLI apikey:create, apikey:list, apikey:revoke): the operator's token only. */
export async function apiKeyAdminRoutes(app: FastifyInstance): Promise<void> {
  const routes = loyaltyApi.admin.apiKeys;
  implement(app, routes.list, async (request) => {
    await getBusinessProfile(app.db, request.params.businessId);
    return listApiKeys(app.db, request.params.businessId);
  });
  implement(app, routes.create, async (request) => {
    await getBusinessProfile(app.db, request.params.businessId);
    return createApiKey(app.db, request.params.businessId, request.body, app.clock());
  });
  implement(app, routes.revoke, async (request) => revokeApiKey(app.db, request.params.keyId, app.clock()));
}
