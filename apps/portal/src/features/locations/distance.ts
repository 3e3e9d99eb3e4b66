/** Great-circle distance in kilometres between two points (haversine). */
function distanceKm(
  from: { latitude: number; longitude: number },
  to: { latitude: number; longitude: number },
): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(to.latitude - from.latitude);
  const dLon = rad(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(from.latitude)) * Math.cos(rad(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 6371 * 2 * Math.atan2(Math.sqrt(a), Math.sqrt(1 - a));
}

/** Nearest first when the visitor's position is known; locations without coordinates keep their order at the end. */
export function byDistance<T extends { latitude: number | null; longitude: number | null }>(
  locations: readonly T[],
  position: { latitude: number; longitude: number } | null,
): T[] {
  if (!position) return [...locations];
  const distance = (location: T) =>
    location.latitude === null || location.longitude === null
      ? Number.POSITIVE_INFINITY
      : distanceKm(position, { latitude: location.latitude, longitude: location.longitude });
  return locations
    .map((location, index) => ({ location, index, km: distance(location) }))
    .sort((a, b) => a.km - b.km || a.index - b.index)
    .map((entry) => entry.location);
}

/** A map search link for the address (or the coordinates when there are some). */
export function mapLink(location: {
  address: string;
  city: string;
  latitude: number | null;
  longitude: number | null;
}): string {
  const query =
    location.latitude !== null && location.longitude !== null
      ? `${location.latitude},${location.longitude}`
      : `${location.address}, ${location.city}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
