import { messageKeys, type Location } from '@loyalty/contract';
import type { DatabaseExecutor } from '@loyalty/db';
import { notFound } from '../../lib/http-error';
import { isUuid } from '../../lib/uuid';
import { findActiveLocationRow, listActiveLocationRows, type LocationRow } from './locations.repository';

function toLocation(row: LocationRow): Location {
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
    openingHours: row.openingHours,
  };
}

export async function listLocations(db: DatabaseExecutor, businessId: string): Promise<Location[]> {
  return (await listActiveLocationRows(db, businessId)).map(toLocation);
}

/** Another business's location is "not found" too: its existence is not revealed. */
export async function getLocation(db: DatabaseExecutor, businessId: string, id: string): Promise<Location> {
  const row = isUuid(id) ? await findActiveLocationRow(db, businessId, id) : undefined;
  if (!row) throw notFound(messageKeys.locationNotFound);
  return toLocation(row);
}
