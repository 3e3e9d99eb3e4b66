'use client';

import type { Location } from '@loyalty/contract';
import { openStatus } from '@loyalty/contract/opening-hours';
import { useTranslation } from '@/i18n/react';
import { cn } from '@/lib/class-names';

const DAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** "Open now · closes at 19:00" or "Closed · opens Mon 07:00", in the location's time zone, at `now`. */
export function OpenStatus({ location, now }: { location: Location; now: Date | null }) {
  const { t } = useTranslation();
  if (!now || location.openingHours.length === 0) return null;
  const status = openStatus(location.openingHours, location.timeZone, now);
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="open-status">
      <span
        className={cn(
          'rounded-full px-2 py-0.5 font-semibold',
          status.open
            ? 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-50'
            : 'border border-border text-foreground',
        )}
      >
        {status.open ? t('locations.open.now') : t('locations.closed')}
      </span>
      <span>
        {status.open
          ? t('locations.closes.at', { time: status.closesAt })
          : status.opensAt !== null && status.opensDay !== null
            ? t('locations.opens.at', {
                day: t(`locations.day.${DAY_KEYS[status.opensDay]}`),
                time: status.opensAt,
              })
            : null}
      </span>
    </p>
  );
}

export { DAY_KEYS };
