'use client';

import { useState } from 'react';
import { useTranslation } from '@/i18n/react';
import type { LedgerType } from '@loyalty/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { unitNamesOf } from '@/lib/business-units';
import { cn } from '@/lib/class-names';
import { toBcp47 } from '@/lib/locale';
import { useGetBudgetActivityInfiniteQuery } from '../api/get-budget-activity';
import { toDisplayTransaction } from '../wallet-transaction';
import { ActivityEntry } from './activity-entry';
import { ListSkeleton } from './list-skeleton';
import { useShellState } from '@/store/shell-store';

/** The points or credit entries (earn, spend, refund …) with their display rules (signed amounts, singular or plural unit names), and load-more. */
export function BudgetList() {
  const { t, i18n } = useTranslation();
  const configuration = useShellState((state) => state.configurations.configuration);
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
          className="flex max-w-full flex-wrap gap-1 rounded-lg border border-border p-1"
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
          {entries.map((entry, index) => (
            <ActivityEntry
              key={`${entry.created_on}-${entry.entity_id}-${index}`}
              entry={toDisplayTransaction(entry, options)}
            />
          ))}
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
