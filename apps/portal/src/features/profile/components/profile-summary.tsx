'use client';

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionClaims } from '@loyalty/contract';

export interface ProfileSummaryProps {
  member: SessionClaims;
  /** The page's actions (the Logout button). */
  actions?: ReactNode;
}

/** The member's name and e-mail address, as the API has them. */
export function ProfileSummary({ member, actions }: ProfileSummaryProps) {
  const { t } = useTranslation();
  const name = [member.firstName, member.lastName].filter(Boolean).join(' ');

  return (
    <section aria-labelledby="profile-title" className="mx-auto flex w-full max-w-xl flex-col gap-6">
      <h1 id="profile-title" className="text-3xl font-bold">
        {t('profile.title')}
      </h1>
      <dl className="grid gap-4 rounded-2xl border border-border bg-surface p-6 sm:grid-cols-[auto_1fr] sm:gap-x-8">
        <dt className="text-sm font-medium text-muted-foreground">{t('profile.name')}</dt>
        <dd className="text-base font-semibold" data-testid="profile-name">
          {name || t('profile.not.set')}
        </dd>
        <dt className="text-sm font-medium text-muted-foreground">{t('profile.email')}</dt>
        <dd className="text-base" data-testid="profile-email">
          {member.email ? <bdi dir="ltr">{member.email}</bdi> : t('profile.not.set')}
        </dd>
      </dl>
      {actions && <div className="flex justify-end">{actions}</div>}
    </section>
  );
}
