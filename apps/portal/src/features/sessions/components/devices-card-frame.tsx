'use client';

import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';

/** The devices card's frame: its title and introduction around the list (or around the skeleton while loading). */
export function DevicesCardFrame({ busy, children }: { busy?: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="devices-title"
      aria-busy={busy || undefined}
      className="mx-auto mt-6 flex w-full max-w-xl flex-col gap-4 rounded-2xl border border-border bg-surface p-6"
      data-testid="devices-card"
    >
      <div>
        <h2 id="devices-title" className="text-xl font-bold">
          {t('devices.title')}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t('devices.intro')}</p>
      </div>
      {children}
    </section>
  );
}

/** Two rows pulsing where the devices will be. */
export function DevicesSkeleton() {
  return (
    <ul className="flex flex-col gap-2">
      {[0, 1].map((n) => (
        <li key={n} className="h-14 animate-pulse rounded-xl bg-foreground/10" />
      ))}
    </ul>
  );
}

/** The card while its code loads (the profile loads it beside the page): the frame and the skeleton. */
export function DevicesCardPlaceholder() {
  return (
    <DevicesCardFrame busy>
      <DevicesSkeleton />
    </DevicesCardFrame>
  );
}
