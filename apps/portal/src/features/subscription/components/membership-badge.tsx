'use client';

import type { MemberSubscriptions } from '@loyalty/contract';
import { useTranslation } from '@/i18n/react';
import { useServerAnswer } from '@/store/use-server-answer';
import { subscriptionsApi, useGetSubscriptionsQuery } from '../api/subscriptions';

export interface MembershipBadgeProps {
  /** The membership as the server read it for the page, in the language it asked in (null: the badge fetches it). */
  initial?: { language: string; value: MemberSubscriptions } | null;
}

/** The plan's label on the member's card, while a membership runs (nothing otherwise). */
export function MembershipBadge({ initial }: MembershipBadgeProps) {
  const { i18n } = useTranslation();
  // Only an answer in the page's language is the one the query below asks for.
  useServerAnswer(
    () =>
      initial?.language === i18n.language &&
      subscriptionsApi.util.upsertQueryEntries([
        { endpointName: 'getSubscriptions', arg: initial.language, value: initial.value },
      ]),
  );
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
