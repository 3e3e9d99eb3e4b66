const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids of uuid columns: anything else cannot match a row (and would make PostgreSQL raise an error). */
export const isUuid = (value: string): boolean => UUID.test(value);
