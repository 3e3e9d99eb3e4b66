import { loyaltyApi } from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../lib/implement';
import { tenantHints } from '../../plugins/tenant';
import { resolveTenant } from './tenants.service';

export async function tenantsRoutes(app: FastifyInstance): Promise<void> {
  // The portal caches the answer per (host, header).
  implement(app, loyaltyApi.tenants.resolve, async (request) =>
    resolveTenant(app.db, tenantHints(request), app.config.defaultBusinessId),
  );
}
