import {
  businessSettingsSchema,
  messageKeys,
  type Business,
  type BusinessSettings,
  type businessCreateSchema,
  type businessUpdateSchema,
} from '@loyalty/contract';
import type { Database, DatabaseExecutor } from '@loyalty/db';
import type { z } from 'zod';
import { conflict, notFound } from '../../lib/http-error';
import { violatedUniqueConstraint } from '../../lib/database-errors';
import { parse } from '../../lib/parse';
import { BusinessCache, forgetBusiness } from './business-cache';
import { announceBusinessChange } from './business-changes';
import { flagBusinessPasses } from '../wallet/pass-updates.service';
import * as repository from './businesses.repository';

export type BusinessCreateInput = z.output<typeof businessCreateSchema>;
export type BusinessUpdateInput = z.output<typeof businessUpdateSchema>;

/** What other modules need of a business: its name and its settings with every default applied. */
export interface BusinessProfile {
  id: string;
  name: string;
  settings: BusinessSettings;
  /**
   * Changes with every change of the business (its last change's time, epoch ms): the same on every instance,
   * so that the portal can tell whether what it keeps is current.
   */
  version: string;
}

function toProfile(row: repository.BusinessRow): BusinessProfile {
  // Parsed on every read so that settings added to the contract later get their defaults for old rows too.
  return {
    id: row.id,
    name: row.name,
    settings: businessSettingsSchema.parse(row.settings),
    version: String(row.updatedAt.getTime()),
  };
}

function toBusiness(row: repository.BusinessRow, hosts: string[]): Business {
  const { version: _version, ...profile } = toProfile(row);
  return {
    ...profile,
    hosts,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const dedupe = (hosts: string[]) => [...new Set(hosts)];

const profiles = new BusinessCache<BusinessProfile>();

/** The business's profile, read at most every few seconds (business-cache.ts), or undefined. */
function cachedProfile(db: DatabaseExecutor, id: string): Promise<BusinessProfile | undefined> {
  return profiles.get(db, id, async () => {
    const row = await repository.findBusinessRow(db, id);
    return row && toProfile(row);
  });
}

export async function businessExists(db: DatabaseExecutor, id: string): Promise<boolean> {
  return (await cachedProfile(db, id)) !== undefined;
}

export async function findBusinessIdByHost(db: DatabaseExecutor, host: string): Promise<string | undefined> {
  return repository.findBusinessIdByHost(db, host);
}

/** The business or 404 `business.not.found`. */
export async function getBusinessProfile(db: DatabaseExecutor, id: string): Promise<BusinessProfile> {
  const profile = await cachedProfile(db, id);
  if (!profile) throw notFound(messageKeys.businessNotFound);
  return profile;
}

export async function listBusinesses(db: DatabaseExecutor): Promise<Business[]> {
  const rows = await repository.listBusinessRows(db);
  const hosts = await repository.listHosts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toBusiness(row, hosts.get(row.id) ?? []));
}

export async function getBusiness(db: DatabaseExecutor, id: string): Promise<Business> {
  const row = await repository.findBusinessRow(db, id);
  if (!row) throw notFound(messageKeys.businessNotFound);
  const hosts = await repository.listHosts(db, [id]);
  return toBusiness(row, hosts.get(id) ?? []);
}

async function assertHostsFree(db: DatabaseExecutor, hosts: string[], businessId: string): Promise<void> {
  if ((await repository.findHostsTakenByOthers(db, hosts, businessId)).length > 0) {
    throw conflict(messageKeys.hostTaken);
  }
}

/** Races between two admins end in the same 409s as the checks above, thanks to the primary keys. */
async function inTransactionWithConflicts<T>(
  db: Database,
  run: (tx: DatabaseExecutor) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(run);
  } catch (error) {
    const constraint = violatedUniqueConstraint(error);
    if (constraint === undefined) throw error;
    throw conflict(
      constraint.startsWith('business_hosts') ? messageKeys.hostTaken : messageKeys.businessExists,
    );
  }
}

export async function createBusiness(db: Database, input: BusinessCreateInput): Promise<Business> {
  const hosts = dedupe(input.hosts);
  const settings = parse(businessSettingsSchema, input.settings);
  return inTransactionWithConflicts(db, async (tx) => {
    await assertHostsFree(tx, hosts, input.id);
    const row = await repository.insertBusinessRow(tx, { id: input.id, name: input.name, settings });
    if (!row) throw conflict(messageKeys.businessExists);
    await repository.replaceHosts(tx, row.id, hosts);
    return toBusiness(row, [...hosts].sort());
  });
}

/** Renames, replaces the hosts, and merges settings field by field (a field given replaces the stored one). */
export async function updateBusiness(
  db: Database,
  id: string,
  input: BusinessUpdateInput,
): Promise<Business> {
  const updated = await inTransactionWithConflicts(db, async (tx) => {
    const current = await repository.findBusinessRow(tx, id);
    if (!current) throw notFound(messageKeys.businessNotFound);
    const settings = parse(businessSettingsSchema, { ...toProfile(current).settings, ...input.settings });
    const row = await repository.updateBusinessRow(tx, id, { name: input.name ?? current.name, settings });
    if (!row) throw notFound(messageKeys.businessNotFound);
    await flagBusinessPasses(tx, id, row.updatedAt);
    if (input.hosts) {
      const hosts = dedupe(input.hosts);
      await assertHostsFree(tx, hosts, id);
      await repository.replaceHosts(tx, id, hosts);
    }
    await announceBusinessChange(tx, id);
    return toBusiness(row, (await repository.listHosts(tx, [id])).get(id) ?? []);
  });
  forgetBusiness(db, id);
  return updated;
}
