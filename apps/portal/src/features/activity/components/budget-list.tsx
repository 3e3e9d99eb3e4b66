'use client';

import { useState } from 'react';
import { useTranslation } from '@/i18n/react';
import type { LedgerType } from '@loyalty/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { unitNamesOf } from '@/lib/business-units';
import { cn } from '@/lib/class-names';
import { toBcp47 } from '@/lib/locale';
import { useAppSelector } from '@/store/hooks';
import { useGetBudgetActivityInfiniteQuery } from '../api/get-budget-activity';
import { toDisplayTransaction } from '../wallet-transaction';
import { ListSkeleton } from './list-skeleton';

/** The points or credit entries (earn, spend, refund …) with their display rules (signed amounts, singular or plural unit names), and load-more. */
export function BudgetList() {
  const { t, i18n } = useTranslation();
  const configuration = useAppSelector((state) => state.configurations.configuration);
  const names = unitNamesOf(configuration);
  const [type, setType] = useState<LedgerType>('point');
  const { data, isLoading, isError, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useGetBudgetActivityInfiniteQuery(type === 'point' ? 'points' : 'credit');
  const entries = data?.pages.flatMap((page) => page.items) ?? [];
  const options = {
    names,
    dateFormat: configuration?.dateFormat,
    locale: toBcp47(i18n.language),
  };
  const typeLabel = (value: LedgerType) => names[value].plural || `${names[value].singular}s`;

  return (
    <section aria-labelledby="budget-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="budget-title" className="text-xl font-bold">
          {t('activity.budget.title')}
        </h2>
        <div
          role="group"
          aria-label={t('activity.budget.type')}
          className="flex gap-1 rounded-lg border border-border p-1"
        >
          {(['point', 'credit'] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={type === value}
              onClick={() => setType(value)}
              className={cn(
                'min-h-11 rounded-md px-4 text-sm font-medium capitalize',
                type === value
                  ? 'bg-primary text-primary-foreground'
                  : 'text-foreground hover:bg-foreground/10',
              )}
            >
              {typeLabel(value)}
            </button>
          ))}
        </div>
      </div>
      {isError && <Alert variant="error">{t('general.error')}</Alert>}
      {isLoading && <ListSkeleton />}
      {data && entries.length === 0 && <p className="text-muted-foreground">{t('activity.empty')}</p>}
      {entries.length > 0 && (
        <ul
          className="divide-y divide-border rounded-2xl border border-border bg-surface"
          data-testid="budget-list"
        >
          {entries.map((entry, index) => {
            const shown = toDisplayTransaction(entry, options);
            return (
              <li
                key={`${entry.created_on}-${entry.entity_id}-${index}`}
                className="flex items-center justify-between gap-4 px-4 py-3"
                data-testid="budget-entry"
              >
                <div className="flex flex-col">
                  <span className="font-medium">{t(`activity.operation.${entry.operation}`)}</span>
                  <span className="text-sm text-muted-foreground">
                    <bdi>{shown.displayDate}</bdi>
                  </span>
                </div>
                <span
                  className={cn(
                    'text-end font-semibold',
                    entry.amount < 0 ? 'text-foreground' : 'text-emerald-800 dark:text-emerald-300',
                  )}
                >
                  <bdi>{`${shown.displayAmount} ${shown.displayType}`}</bdi>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {hasNextPage && (
        <Button
          variant="outline"
          className="self-center"
          disabled={isFetchingNextPage}
          onClick={() => void fetchNextPage()}
        >
          {isFetchingNextPage ? t('general.loading') : t('activity.load.more')}
        </Button>
      )}
    </section>
  );
}
