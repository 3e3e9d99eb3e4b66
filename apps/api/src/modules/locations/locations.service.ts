import {
  messageKeys,
  sortHours,
  type AdminLocation,
  type Location,
  type locationCreateSchema,
  type locationUpdateSchema,
} from '@loyalty/contract';
import type { DatabaseExecutor } from '@loyalty/db';
import type { z } from 'zod';
import { notFound } from '../../lib/http-error';
import { isUuid } from '../../lib/uuid';
import type { BusinessProfile } from '../businesses/businesses.service';
import * as repository from './locations.repository';

type LocationRow = repository.LocationRow;

/** Opening hours are in the location's own time zone, else the business's (`timeZone` setting, default UTC). */
function toLocation(row: LocationRow, business: BusinessProfile): Location {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    city: row.city,
    postalCode: row.postalCode,
    countryCode: row.countryCode,
    latitude: row.latitude,
    longitude: row.longitude,
    phone: row.phone,
    email: row.email,
    openingHours: sortHours(row.openingHours),
    timeZone: row.timeZone ?? business.settings.timeZone,
  };
}

function toAdmin(row: LocationRow, business: BusinessProfile): AdminLocation {
  return { ...toLocation(row, business), ownTimeZone: row.timeZone, isActive: row.isActive };
}

export async function listLocations(db: DatabaseExecutor, business: BusinessProfile): Promise<Location[]> {
  return (await repository.listActiveLocationRows(db, business.id)).map((row) => toLocation(row, business));
}

/** Another business's location is "not found" too: its existence is not revealed. */
export async function getLocation(
  db: DatabaseExecutor,
  business: BusinessProfile,
  id: string,
): Promise<Location> {
  const row = isUuid(id) ? await repository.findActiveLocationRow(db, business.id, id) : undefined;
  if (!row) throw notFound(messageKeys.locationNotFound);
  return toLocation(row, business);
}

/* Admin ------------------------------------------------------------------------------------------------------ */

export async function listAdminLocations(db: DatabaseExecutor, business: BusinessProfile) {
  return { items: (await repository.listLocationRows(db, business.id)).map((row) => toAdmin(row, business)) };
}

export async function createLocation(
  db: DatabaseExecutor,
  business: BusinessProfile,
  input: z.output<typeof locationCreateSchema>,
): Promise<AdminLocation> {
  const row = await repository.insertLocation(db, { ...input, businessId: business.id });
  return toAdmin(row, business);
}

export async function updateLocation(
  db: DatabaseExecutor,
  business: BusinessProfile,
  id: string,
  input: z.output<typeof locationUpdateSchema>,
): Promise<AdminLocation> {
  const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  const row =
    Object.keys(changes).length === 0
      ? await repository.findLocationRow(db, business.id, id)
      : await repository.updateLocation(db, business.id, id, changes);
  if (!row) throw notFound(messageKeys.locationNotFound);
  return toAdmin(row, business);
}
