'use client';

import { lazy, Suspense, useState } from 'react';
import type { LandingClaim, LandingPage } from '@loyalty/contract';
import { useTranslation } from '@/i18n/react';
import { PhoneClaimForm } from './phone-claim-form';

// A page's own form (fields checked in the browser with zod) loads only on the pages that have one.
const EmbeddedForm = lazy(() =>
  import('@/features/forms').then((forms) => ({ default: forms.EmbeddedForm })),
);

/** What a visitor does on a campaign's page: claim the gift with a phone number, then the page's own form if any. */
export function LandingActions({ page }: { page: LandingPage }) {
  const { t } = useTranslation();
  const [claim, setClaim] = useState<LandingClaim | null>(null);
  const { gift } = page;

  return (
    <>
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
    </>
  );
}
