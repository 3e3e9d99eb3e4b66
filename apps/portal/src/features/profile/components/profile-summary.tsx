'use client';

import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import type { LedgerType, SessionClaims } from '@loyalty/contract';
import { Button } from '@/components/ui/button';
import { formatBalance } from '@/lib/amounts';
import { unitNamesOf } from '@/lib/business-units';
import { toBcp47 } from '@/lib/locale';
import { useGetMemberDetailsQuery } from '@/store/member-api';
import { balanceLine } from '../balances';
import { useShellState } from '@/store/shell-store';

// The modal (and its frame logic) loads only when the member first opens it, the error line only when the details
// cannot be read.
const ProfileUpdateModal = lazy(() => import('./profile-update-modal'));
const Alert = lazy(() => import('@/components/ui/alert').then((module) => ({ default: module.Alert })));

export interface ProfileSummaryProps {
  /** The session's claims: shown until the member details arrive. */
  member: SessionClaims;
  /** The member's card (balances and code), shown under the title. */
  card?: ReactNode;
  /** The page's other actions (Send feedback, Logout). */
  actions?: ReactNode;
  /** Shown under the title: the paid membership's card label, when the member has one. */
  badge?: ReactNode;
}

/**
 * `/member/profile`: the member's name, e-mail and phone, points and credit balances
 * from the member details, and the button opening the profile-update modal.
 */
export function ProfileSummary({ member, card, badge, actions }: ProfileSummaryProps) {
  const { t, i18n } = useTranslation();
  const configuration = useShellState((state) => state.configurations.configuration);
  const { data, isError, isLoading } = useGetMemberDetailsQuery();
  const [updateOpen, setUpdateOpen] = useState(false);

  const details = data?.member;
  const name = [details?.firstName ?? member.firstName, details?.lastName ?? member.lastName]
    .filter(Boolean)
    .join(' ');
  const email = details ? details.email : member.email;
  const locale = toBcp47(i18n.language);
  const notSet = t('profile.not.set');
  const pending = <span className="inline-block h-5 w-24 animate-pulse rounded bg-foreground/10" />;
  const units = unitNamesOf(configuration);
  /** A balance in the business's own unit, a placeholder while the details load, else a dash. */
  const balance = (type: LedgerType) => {
    const amount = type === 'point' ? details?.pointsBalance : details?.creditBalance;
    if (!amount) return isLoading ? pending : '—';
    const line = balanceLine(amount, units[type]);
    return <bdi>{`${formatBalance(line.hundredths, locale)} ${line.unit}`}</bdi>;
  };

  return (
    <section aria-labelledby="profile-title" className="mx-auto flex w-full max-w-xl flex-col gap-6">
      <h1 id="profile-title" className="text-3xl font-bold">
        {t('profile.title')}
      </h1>
      {badge}
      {card}
      {isError && (
        <Suspense fallback={null}>
          <Alert variant="error">{t('general.error')}</Alert>
        </Suspense>
      )}
      <dl
        aria-busy={isLoading || undefined}
        className="grid grid-cols-1 gap-4 rounded-2xl border border-border bg-surface p-6 sm:grid-cols-[auto_1fr] sm:gap-x-8"
      >
        <dt className="text-sm font-medium text-muted-foreground">{t('profile.name')}</dt>
        <dd className="text-base font-semibold" data-testid="profile-name">
          {name || notSet}
        </dd>
        <dt className="text-sm font-medium text-muted-foreground">{t('profile.email')}</dt>
        <dd className="text-base break-all" data-testid="profile-email">
          {email ? <bdi dir="ltr">{email}</bdi> : notSet}
        </dd>
        <dt className="text-sm font-medium text-muted-foreground">{t('profile.phone')}</dt>
        <dd className="text-base" data-testid="profile-phone">
          {isLoading ? pending : details?.phone ? <bdi dir="ltr">{details.phone}</bdi> : notSet}
        </dd>
        <dt className="text-sm font-medium text-muted-foreground">{t('profile.points')}</dt>
        <dd className="text-base font-semibold" data-testid="profile-points">
          {balance('point')}
        </dd>
        <dt className="text-sm font-medium text-muted-foreground">{t('profile.credit')}</dt>
        <dd className="text-base font-semibold" data-testid="profile-credit">
          {balance('credit')}
        </dd>
      </dl>
      <div className="flex flex-wrap justify-end gap-3">
        <Button onClick={() => setUpdateOpen(true)}>{t('profile.update.button')}</Button>
        {actions}
      </div>
      {updateOpen && (
        <Suspense fallback={null}>
          <ProfileUpdateModal open={updateOpen} onOpenChange={setUpdateOpen} />
        </Suspense>
      )}
    </section>
  );
}
