'use client';

import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from '@/i18n/react';
import { useGetLocationsQuery } from '../api/get-locations';
import { byDistance, mapLink } from '../distance';
import { OpenStatus } from './open-status';
import { useNow } from './use-now';
import { useGrantedPosition } from './use-position';

/** `/locations`: the business's shops with address, open now, phone and a map link; nearest first when known. */
export function LocationsScreen() {
  const { t } = useTranslation();
  const { data, isLoading, isError } = useGetLocationsQuery();
  const now = useNow();
  const position = useGrantedPosition();
  const locations = byDistance(data ?? [], position);

  return (
    <section aria-labelledby="locations-title" className="mx-auto flex w-full max-w-2xl flex-col gap-4">
      <h1 id="locations-title" className="text-2xl font-bold">
        {t('locations.title')}
      </h1>
      {position && <p className="text-sm text-muted-foreground">{t('locations.nearest.first')}</p>}
      {isLoading && <Spinner label={t('locations.loading')} />}
      {isError && <Alert variant="error">{t('locations.error')}</Alert>}
      {data && data.length === 0 && <p>{t('locations.empty')}</p>}
      <ul className="flex flex-col gap-3">
        {locations.map((location) => (
          <li
            key={location.id}
            className="flex flex-col gap-2 rounded-2xl border border-border bg-surface p-5"
            data-testid="location"
          >
            <h2 className="text-lg font-semibold">
              <a href={`/locations/${location.id}`} className="underline-offset-4 hover:underline">
                {location.name}
              </a>
            </h2>
            <p>
              {location.address}, {location.city}
            </p>
            <OpenStatus location={location} now={now} />
            <div className="flex flex-wrap gap-4 text-sm">
              {location.phone && (
                <a
                  href={`tel:${location.phone}`}
                  className="inline-flex min-h-6 max-w-full items-center font-medium text-link underline underline-offset-4 [overflow-wrap:anywhere]"
                  dir="ltr"
                >
                  {location.phone}
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
          </li>
        ))}
      </ul>
    </section>
  );
}
