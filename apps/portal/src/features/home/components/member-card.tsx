'use client';

import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/ui/button';
import { QrCodeIcon } from '@/components/ui/icons';
import { useConfiguration } from '@/features/configuration';
import { loadIdentificationDialog } from '@/features/identification';
import { balanceHundredths, compactBalance, fromHundredths } from '@/lib/amounts';
import { unitNamesOf } from '@/lib/business-units';
import { toBcp47 } from '@/lib/locale';
import { balanceUnitName } from '@/lib/unit-names';
import { useGetMemberDetailsQuery } from '@/store/member-api';

const IdentificationDialog = lazy(loadIdentificationDialog);

export interface MemberCardProps {
  /** From the session: shown at once, before the member details arrive. */
  firstName: string | null;
  /** The card's title level: h1 on the home, h2 under the profile's own title. */
  headingLevel?: 'h1' | 'h2';
}

/**
 * The member's card in the business's colours: a greeting, the points balance large and the credit beside it,
 * and the member code (QR and short id) one tap away.
 */
export function MemberCard({ firstName, headingLevel: Heading = 'h1' }: MemberCardProps) {
  const { t, i18n } = useTranslation();
  const configuration = useConfiguration();
  const names = unitNamesOf(configuration);
  const locale = toBcp47(i18n.language);
  const { data, isLoading, isError } = useGetMemberDetailsQuery();
  const [identification, setIdentification] = useState({ mounted: false, open: false });
  const name = data?.member.firstName ?? firstName;
  const showCredit =
    configuration.businessWallet === 'points-and-credit' || configuration.businessWallet === 'credit';
  const showPoints = configuration.businessWallet !== 'credit';

  const balance = (hundredths: number, type: 'point' | 'credit') => ({
    amount: compactBalance(hundredths, locale),
    unit: balanceUnitName(fromHundredths(hundredths), names[type]),
  });
  const points = data ? balance(balanceHundredths(data.member.pointsBalance), 'point') : null;
  const credit = data ? balance(balanceHundredths(data.member.creditBalance), 'credit') : null;

  return (
    <section
      aria-labelledby="member-card-title"
      className="relative overflow-hidden rounded-3xl bg-primary p-6 text-primary-foreground shadow-sm sm:p-8"
      data-testid="member-card"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm font-semibold uppercase tracking-wider">{configuration.businessName}</p>
          <Heading id="member-card-title" className="mt-1 text-2xl font-bold text-balance sm:text-3xl">
            {name ? t('home.member.greeting', { name }) : t('home.member.greeting.anonymous')}
          </Heading>
        </div>
        {configuration.allowVerificationQrCode && (
          <Button
            variant="outline"
            className="border-primary-foreground/60 bg-transparent text-primary-foreground hover:bg-primary-foreground/15"
            onClick={() => setIdentification({ mounted: true, open: true })}
            data-testid="member-card-code"
          >
            <QrCodeIcon />
            {t('home.member.show.code')}
          </Button>
        )}
      </div>
      <dl aria-busy={isLoading || undefined} className="mt-6 flex flex-wrap items-end gap-x-10 gap-y-4">
        {showPoints && (
          <BalanceFigure
            label={t('home.member.points')}
            balance={points}
            failed={isError}
            size="large"
            testId="member-card-points"
          />
        )}
        {showCredit && (
          <BalanceFigure
            label={t('home.member.credit')}
            balance={credit}
            failed={isError}
            size="small"
            testId="member-card-credit"
          />
        )}
      </dl>
      {identification.mounted && (
        <Suspense fallback={null}>
          <IdentificationDialog
            open={identification.open}
            onOpenChange={(open) => setIdentification({ mounted: true, open })}
          />
        </Suspense>
      )}
    </section>
  );
}

/** One balance on the card: its label, then the amount large and the unit beside it (a skeleton while loading). */
function BalanceFigure({
  label,
  balance,
  failed,
  size,
  testId,
}: {
  label: string;
  balance: { amount: string; unit: string } | null;
  failed: boolean;
  size: 'large' | 'small';
  testId: string;
}) {
  return (
    <div>
      <dt className="text-sm font-medium">{label}</dt>
      <dd className="mt-1 flex flex-wrap items-baseline gap-x-2" data-testid={testId}>
        {balance ? (
          <bdi className="flex flex-wrap items-baseline gap-x-2">
            <span
              // A long figure at the largest text on a narrow phone wraps inside the card instead of being cut off.
              className={`[overflow-wrap:anywhere] ${size === 'large' ? 'text-4xl font-extrabold tracking-tight sm:text-5xl' : 'text-3xl font-bold'}`}
            >
              {balance.amount}
            </span>{' '}
            <span className={size === 'large' ? 'text-lg font-semibold' : 'text-base font-semibold'}>
              {balance.unit}
            </span>
          </bdi>
        ) : failed ? (
          '—'
        ) : (
          <span className="inline-block h-9 w-28 animate-pulse rounded-lg bg-primary-foreground/25" />
        )}
      </dd>
    </div>
  );
}
