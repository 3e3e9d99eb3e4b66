import { messageKeys, normaliseHost, type TenantResolution } from '@loyalty/contract';
import type { DatabaseExecutor } from '@loyalty/db';
import { notFound } from '../../lib/http-error';
import { businessExists, findBusinessIdByHost } from '../businesses/businesses.service';

/** What a request says about its business: the browser's host and an explicit `x-business-id`. */
export interface TenantHints {
  host?: string;
  businessId?: string;
}

async function businessForHost(db: DatabaseExecutor, host: string | undefined): Promise<string | undefined> {
  if (!host) return undefined;
  const normalised = normaliseHost(host);
  return normalised ? findBusinessIdByHost(db, normalised) : undefined;
}

async function existingDefault(db: DatabaseExecutor, defaultBusinessId: string): Promise<string> {
  if (await businessExists(db, defaultBusinessId)) return defaultBusinessId;
  throw notFound(messageKeys.businessNotFound);
}

/**
 * `GET /v1/tenants/resolve` (docs/architecture.md): the host table first, then the header (when it names an
 * existing business), then DEFAULT_BUSINESS_ID.
 */
export async function resolveTenant(
  db: DatabaseExecutor,
  hints: TenantHints,
  defaultBusinessId: string,
): Promise<TenantResolution> {
  const byHost = await businessForHost(db, hints.host);
  if (byHost) return { businessId: byHost, resolvedBy: 'host' };
  if (hints.businessId && (await businessExists(db, hints.businessId))) {
    return { businessId: hints.businessId, resolvedBy: 'header' };
  }
  return { businessId: await existingDefault(db, defaultBusinessId), resolvedBy: 'default' };
}

/**
 * The business of a service call. The portal sends the id it resolved as `x-business-id`, so the header wins;
 * an unknown id is 404 `business.not.found`. Without it: the host table, then DEFAULT_BUSINESS_ID.
 */
export async function resolveRequestBusiness(
  db: DatabaseExecutor,
  hints: TenantHints,
  defaultBusinessId: string,
): Promise<string> {
  if (hints.businessId) {
    if (await businessExists(db, hints.businessId)) return hints.businessId;
    throw notFound(messageKeys.businessNotFound);
  }
  return (await businessForHost(db, hints.host)) ?? existingDefault(db, defaultBusinessId);
}
