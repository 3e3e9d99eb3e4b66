'use client';

import { useTranslation } from '@/i18n/react';
import { budgetActivityAnswer } from '@/features/activity/api/get-budget-activity';
import { pointsSummaryAnswer } from '@/features/activity/api/get-points-summary';
import { purchaseActivityAnswer } from '@/features/activity/api/get-purchase-activity';
import { BudgetList } from '@/features/activity/components/budget-list';
import { PointsSummaryCard } from '@/features/activity/components/points-summary-card';
import { PurchaseList } from '@/features/activity/components/purchase-list';
import type { ActivityParts } from '@/server/ledger-parts';
import { useServerAnswer } from '@/store/use-server-answer';

/** The activity page; `parts`: what the server read for it (each part it could not read is fetched here). */
export function ActivityScreen({ parts }: { parts: ActivityParts }) {
  const { t } = useTranslation();
  useServerAnswer(() => parts.summary && pointsSummaryAnswer(parts.summary));
  useServerAnswer(() => parts.points && budgetActivityAnswer('points', parts.points));
  useServerAnswer(() => parts.purchases && purchaseActivityAnswer(parts.purchases));
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8">
      <h1 className="text-3xl font-bold">{t('activity.title')}</h1>
      <PointsSummaryCard />
      <BudgetList />
      <PurchaseList />
    </div>
  );
}
