'use client';

import { useTranslation } from '@/i18n/react';

/** A landing page visitors cannot use: unknown, paused, ended or not yet begun, each with its own words. */
export function LandingUnavailable({ messageKey }: { messageKey: string }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-4 rounded-2xl border border-border bg-surface p-8 text-center">
      <h1 className="text-2xl font-bold">{t(`${messageKey}.title`)}</h1>
      <p>{t(messageKey)}</p>
      <a href="/" className="font-semibold text-primary underline underline-offset-4">
        {t('landing.home')}
      </a>
    </div>
  );
}
