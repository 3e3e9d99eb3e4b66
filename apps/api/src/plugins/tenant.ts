import { BUSINESS_ID_HEADER, BUSINESS_VERSION_HEADER, FORWARDED_HOST_HEADER } from '@loyalty/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { getBusinessProfile } from '../modules/businesses/businesses.service';
import { resolveRequestBusiness, type TenantHints } from '../modules/tenants/tenants.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The business a service route acts for; set by `resolveBusiness`. */
    businessId: string;
  }
  interface FastifyInstance {
    /**
     * onRequest hook (after the service-token check) that sets `request.businessId`, and the business's
     * configuration version in the answer's x-business-version header (from the business cache: no extra read).
     */
    resolveBusiness: onRequestAsyncHookHandler;
  }
}

function firstHeader(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first?.trim() || undefined;
}

/** The portal forwards the browser's host as `x-forwarded-host`; a direct caller's `Host` is the fallback. */
export function tenantHints(request: FastifyRequest): TenantHints {
  return {
    host: firstHeader(request, FORWARDED_HOST_HEADER)?.split(',')[0] ?? firstHeader(request, 'host'),
    businessId: firstHeader(request, BUSINESS_ID_HEADER),
  };
}

export interface TenantOptions {
  defaultBusinessId: string;
}

export const tenantPlugin = fp<TenantOptions>(
  async (app: FastifyInstance, options: TenantOptions) => {
    app.decorateRequest('businessId', '');
    app.decorate('resolveBusiness', async (request: FastifyRequest, reply: FastifyReply) => {
      request.businessId = await resolveRequestBusiness(
        app.db,
        tenantHints(request),
        options.defaultBusinessId,
      );
      reply.header(BUSINESS_VERSION_HEADER, (await getBusinessProfile(app.db, request.businessId)).version);
    });
  },
  { name: 'tenant' },
);
