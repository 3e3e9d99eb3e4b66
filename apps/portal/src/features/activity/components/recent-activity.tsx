'use client';

import { useTranslation } from '@/i18n/react';
import { Alert } from '@/components/ui/alert';
import { unitNamesOf } from '@/lib/business-units';
import { toBcp47 } from '@/lib/locale';
import { useGetBudgetActivityInfiniteQuery } from '../api/get-budget-activity';
import { toDisplayTransaction } from '../wallet-transaction';
import { ActivityEntry } from './activity-entry';
import { ListSkeleton } from './list-skeleton';
import { useShellState } from '@/store/shell-store';

/** How many lines the home shows. */
const RECENT_ACTIVITY_LINES = 3;

/**
 * The member's latest points lines, from the activity page's first page (one request, shared with that page's
 * cache), and a link to the whole history.
 */
export function RecentActivity({ titleId }: { titleId: string }) {
  const { t, i18n } = useTranslation();
  const configuration = useShellState((state) => state.configurations.configuration);
  const { data, isLoading, isError } = useGetBudgetActivityInfiniteQuery('points');
  const latest = data?.pages[0]?.items.slice(0, RECENT_ACTIVITY_LINES) ?? [];
  const options = {
    names: unitNamesOf(configuration),
    dateFormat: configuration?.dateFormat,
    locale: toBcp47(i18n.language),
  };

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3" data-testid="recent-activity">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={titleId} className="text-xl font-bold">
          {t('home.member.activity.title')}
        </h2>
        <a href="/member/activity" className="text-sm font-medium underline underline-offset-4">
          {t('home.member.activity.all')}
        </a>
      </div>
      {isError && <Alert variant="error">{t('general.error')}</Alert>}
      {isLoading && <ListSkeleton />}
      {data && latest.length === 0 && (
        <p className="rounded-2xl border border-dashed border-border p-4 text-muted-foreground">
          {t('home.member.activity.empty')}
        </p>
      )}
      {latest.length > 0 && (
        <ul className="divide-y divide-border rounded-2xl border border-border bg-surface">
          {latest.map((entry, index) => (
            <ActivityEntry
              key={`${entry.created_on}-${entry.entity_id}-${index}`}
              entry={toDisplayTransaction(entry, options)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
