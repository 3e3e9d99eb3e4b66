'use client';

import { useEffect, useState } from 'react';

export interface Position {
  latitude: number;
  longitude: number;
}

/**
 * The visitor's position, only when they have already allowed this site to know it: the permission is read, never
 * asked for on load (a prompt nobody asked for is refused, and then stays refused).
 */
export function useGrantedPosition(): Position | null {
  const [position, setPosition] = useState<Position | null>(null);
  useEffect(() => {
    let cancelled = false;
    if (!('permissions' in navigator) || !('geolocation' in navigator)) return;
    navigator.permissions
      .query({ name: 'geolocation' })
      .then((status) => {
        if (cancelled || status.state !== 'granted') return;
        navigator.geolocation.getCurrentPosition(
          (found) => {
            if (!cancelled)
              setPosition({ latitude: found.coords.latitude, longitude: found.coords.longitude });
          },
          () => undefined,
          { maximumAge: 300_000, timeout: 10_000 },
        );
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, []);
  return position;
}
