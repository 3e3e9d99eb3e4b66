'use client';

import { useTranslation } from '@/i18n/react';
import { useGetSubscriptionsQuery } from '../api/subscriptions';

/** The plan's label on the member's card, while a membership runs (nothing otherwise). */
export function MembershipBadge() {
  const { i18n } = useTranslation();
  const { data } = useGetSubscriptionsQuery(i18n.language);
  const current = data?.subscriptions.find(
    (subscription) => subscription.status === 'active' || subscription.status === 'past_due',
  );
  if (!current) return null;
  return (
    <span
      className="self-start rounded-full bg-primary px-3 py-1 text-sm font-semibold text-primary-foreground"
      data-testid="membership-badge"
    >
      {current.cardLabel}
    </span>
  );
}
