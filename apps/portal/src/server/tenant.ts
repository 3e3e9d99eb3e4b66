import 'server-only';
import { BUSINESS_ID_HEADER, FORWARDED_HOST_HEADER, loyaltyApi, normaliseHost } from '@loyalty/contract';
import { anyBusinessChanges } from './business-versions';
import { createServerCaller, SERVER_GET_CACHE_SECONDS, type LoyaltyClient } from './loyalty-client';
import { TtlCache } from './ttl-cache';

/**
 * Which business a browser request belongs to (docs/architecture.md, "Tenancy"): the API decides from the
 * host, then the x-business-id header, then its default; the portal keeps each answer for 600 s, or until it
 * hears that a business changed (its hosts may have: business-versions.ts).
 */

export interface TenantHints {
  /** The Host the browser used (with or without port). */
  host: string | null;
  /** An x-business-id header the browser sent, if any. */
  businessIdHeader: string | null;
  requestId?: string;
}

interface HeaderSource {
  get(name: string): string | null;
}

const resolutions = new TtlCache<string>({ maxEntries: 2000 });

/** The tenant hints of an incoming request: a proxy's x-forwarded-host wins over Host. */
export function tenantHintsFrom(headers: HeaderSource, requestId?: string): TenantHints {
  return {
    host: normaliseHost(headers.get(FORWARDED_HOST_HEADER) ?? headers.get('host')),
    businessIdHeader: headers.get(BUSINESS_ID_HEADER)?.trim() || null,
    requestId,
  };
}

/** The business id for these hints; throws LoyaltyApiError (e.g. 404 business.not.found) when none. */
export function resolveBusinessId(hints: TenantHints, client?: LoyaltyClient): Promise<string> {
  const headers: Record<string, string> = {};
  if (hints.host) headers[FORWARDED_HOST_HEADER] = hints.host;
  if (hints.businessIdHeader) headers[BUSINESS_ID_HEADER] = hints.businessIdHeader;
  const key = `${anyBusinessChanges()}|${hints.host ?? ''}|${hints.businessIdHeader ?? ''}`;
  return resolutions.getOrLoad(key, SERVER_GET_CACHE_SECONDS * 1000, async () => {
    const api = createServerCaller({ businessId: null, requestId: hints.requestId }, { client });
    // Never null: the route belongs to no business, so no id can be missing.
    const resolution = await api.call(loyaltyApi.tenants.resolve, { headers, cacheSeconds: 0 });
    if (!resolution) throw new Error('tenant resolution skipped');
    return resolution.businessId;
  });
}
