import type { TenantResolution } from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';
import { tenantHints } from '../../plugins/tenant';
import { resolveTenant } from './tenants.service';

export async function tenantsRoutes(app: FastifyInstance): Promise<void> {
  // Which business a browser request belongs to; the portal caches the answer per (host, header).
  app.get('/v1/tenants/resolve', async (request): Promise<TenantResolution> =>
    resolveTenant(app.db, tenantHints(request), app.config.defaultBusinessId),
  );
}
