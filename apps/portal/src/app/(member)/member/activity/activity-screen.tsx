'use client';

import { useTranslation } from '@/i18n/react';
import { BudgetList } from '@/features/activity/components/budget-list';
import { PointsSummaryCard } from '@/features/activity/components/points-summary-card';
import { PurchaseList } from '@/features/activity/components/purchase-list';

export function ActivityScreen() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8">
      <h1 className="text-3xl font-bold">{t('activity.title')}</h1>
      <PointsSummaryCard />
      <BudgetList />
      <PurchaseList />
    </div>
  );
}
