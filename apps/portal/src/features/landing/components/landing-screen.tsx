'use client';

import { lazy, Suspense, useState } from 'react';
import type { LandingClaim, LandingPage } from '@loyalty/contract';
import { GiftIcon } from '@/components/ui/icons';
import { useTranslation } from '@/i18n/react';
import { formatDate } from '@/lib/dates';
import { PhoneClaimForm } from './phone-claim-form';

// A page's own form (fields checked in the browser with zod) loads only on the pages that have one.
const EmbeddedForm = lazy(() =>
  import('@/features/forms').then((forms) => ({ default: forms.EmbeddedForm })),
);

export interface LandingScreenProps {
  page: LandingPage;
  dateFormat: string;
}

/** A campaign's page: its picture and words, the gift on offer, and the phone-number form that claims it. */
export function LandingScreen({ page, dateFormat }: LandingScreenProps) {
  const { t } = useTranslation();
  const [claim, setClaim] = useState<LandingClaim | null>(null);
  const { gift } = page;

  return (
    <article className="mx-auto flex w-full max-w-xl flex-col gap-6" lang={page.language}>
      <header className="overflow-hidden rounded-3xl bg-primary text-primary-foreground">
        {page.imageUrl && (
          // A plain <img>: business images live on hosts next/image does not know.
          <img src={page.imageUrl} alt="" className="h-48 w-full object-cover sm:h-64" />
        )}
        <div className="flex flex-col gap-3 px-6 py-8 sm:px-8">
          <h1 className="text-3xl font-bold text-balance">{page.title}</h1>
          {page.text && (
            <p className="max-w-prose text-base leading-relaxed whitespace-pre-line">{page.text}</p>
          )}
          {page.activeUntil && (
            <p className="text-sm opacity-90">
              {t('landing.ends', { date: formatDate(new Date(page.activeUntil), dateFormat) })}
            </p>
          )}
        </div>
      </header>

      <section
        aria-labelledby="gift-title"
        className="flex gap-4 rounded-2xl border border-border bg-surface p-5"
      >
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <GiftIcon />
        </span>
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-sm font-medium text-muted-foreground">{t('landing.gift.title')}</p>
          <h2 id="gift-title" className="text-xl font-semibold">
            {gift.name}
          </h2>
          {gift.description && <p className="text-sm">{gift.description}</p>}
          {gift.validDays && (
            <p className="text-sm text-muted-foreground">
              {t('landing.gift.valid', { days: gift.validDays })}
            </p>
          )}
        </div>
      </section>

      <section className="rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8">
        {claim ? (
          <div className="flex flex-col gap-4" role="status">
            <h2 className="text-xl font-semibold">{t('landing.done.title')}</h2>
            <p>
              {claim.status === 'already-claimed'
                ? t('landing.done.already', { gift: claim.gift?.name ?? gift.name })
                : t('landing.done.text', { gift: claim.gift?.name ?? gift.name })}
            </p>
            <a
              href="/member/rewards"
              className="inline-flex min-h-11 items-center justify-center rounded-lg bg-primary px-4 font-semibold text-primary-foreground"
            >
              {t('landing.done.cta')}
            </a>
          </div>
        ) : (
          <PhoneClaimForm page={page} onClaimed={setClaim} />
        )}
      </section>

      {page.formId && (
        <section className="rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8">
          <Suspense fallback={null}>
            <EmbeddedForm formId={page.formId} />
          </Suspense>
        </section>
      )}
    </article>
  );
}
