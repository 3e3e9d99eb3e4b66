'use client';

import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/ui/button';
import { GiftList } from '@/features/gift/components/gift-list';
import { ReferralCard } from '@/features/referral/components/referral-card';
import type { RewardsParts } from '@/server/ledger-parts';

export function RewardsScreen({ parts }: { parts: RewardsParts }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">{t('rewards.title')}</h1>
        <Button asChild variant="outline">
          <a href="/member/shop">{t('rewards.shop.link')}</a>
        </Button>
      </div>
      <GiftList initial={parts.gifts} />
      <ReferralCard initial={parts.referral} />
    </div>
  );
}
