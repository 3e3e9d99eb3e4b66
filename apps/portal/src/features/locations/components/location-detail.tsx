'use client';

import { localWeekTime, sortHours } from '@loyalty/contract/opening-hours';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from '@/i18n/react';
import { cn } from '@/lib/class-names';
import { useGetLocationQuery } from '../api/get-locations';
import { mapLink } from '../distance';
import { DAY_KEYS, OpenStatus } from './open-status';
import { useNow } from './use-now';

/** Monday first, the way a shop's week reads. */
const WEEK = [1, 2, 3, 4, 5, 6, 0];

/** `/locations/{id}`: one shop, its week of opening hours with today marked, phone, e-mail and map link. */
export function LocationDetail({ locationId }: { locationId: string }) {
  const { t } = useTranslation();
  const { data: location, isLoading, isError } = useGetLocationQuery(locationId);
  const now = useNow();

  if (isLoading) return <Spinner label={t('locations.loading')} />;
  if (isError || !location)
    return (
      <Alert variant="error" className="mx-auto max-w-md">
        {t('location.not.found')}
      </Alert>
    );
  const today = now ? localWeekTime(now, location.timeZone).day : null;
  const hours = sortHours(location.openingHours);

  return (
    <article className="mx-auto flex w-full max-w-xl flex-col gap-4 rounded-2xl border border-border bg-surface p-4 sm:p-6">
      <h1 className="text-2xl font-bold">{location.name}</h1>
      <p>
        {location.address}, {location.city} {location.postalCode ?? ''}
      </p>
      <OpenStatus location={location} now={now} />
      <h2 className="text-lg font-semibold">{t('locations.hours')}</h2>
      <table className="w-full text-start">
        <tbody>
          {WEEK.map((day) => {
            const ranges = hours.filter((range) => range.day === day);
            const isToday = day === today;
            return (
              <tr
                key={day}
                aria-current={isToday ? 'date' : undefined}
                className={cn('border-b border-border', isToday && 'font-semibold')}
              >
                <th scope="row" className="py-2 pe-2 text-start font-medium [overflow-wrap:anywhere]">
                  {t(`locations.day.${DAY_KEYS[day]}`)}
                  {isToday && <span className="ms-2 text-sm font-semibold">({t('locations.today')})</span>}
                </th>
                <td className="py-2 [overflow-wrap:anywhere]" dir="ltr">
                  {ranges.length === 0
                    ? t('locations.closed')
                    : ranges.map((range) => `${range.opens}–${range.closes}`).join(', ')}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="text-sm text-muted-foreground">{t('locations.time.zone', { zone: location.timeZone })}</p>
      <div className="flex flex-wrap gap-4">
        {location.phone && (
          <a
            href={`tel:${location.phone}`}
            className="inline-flex min-h-6 max-w-full items-center font-medium text-link underline underline-offset-4 [overflow-wrap:anywhere]"
            dir="ltr"
          >
            {location.phone}
          </a>
        )}
        {location.email && (
          <a
            href={`mailto:${location.email}`}
            className="inline-flex min-h-6 max-w-full items-center font-medium text-link underline underline-offset-4 [overflow-wrap:anywhere]"
          >
            {location.email}
          </a>
        )}
        <a
          href={mapLink(location)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-6 max-w-full items-center font-medium text-link underline underline-offset-4 [overflow-wrap:anywhere]"
        >
          {t('locations.map')}
        </a>
      </div>
      <a href="/locations" className="text-sm font-medium underline underline-offset-4">
        {t('locations.all')}
      </a>
    </article>
  );
}
