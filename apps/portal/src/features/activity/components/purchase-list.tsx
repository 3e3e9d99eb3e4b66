'use client';

import { useTranslation } from '@/i18n/react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { formatBalance, formatTransactionAmount } from '@/lib/amounts';
import { unitNamesOf } from '@/lib/business-units';
import { DEFAULT_DATE_FORMAT, formatDate } from '@/lib/dates';
import { useInBrowser } from '@/lib/use-in-browser';
import { toBcp47 } from '@/lib/locale';
import { transactionUnitName } from '@/lib/unit-names';
import { useGetPurchaseActivityInfiniteQuery } from '../api/get-purchase-activity';
import { ListSkeleton } from './list-skeleton';
import { useShellState } from '@/store/shell-store';

/**
 * Purchases the business recorded for the member (items, place, total, points earned), with load-more. A purchase's
 * day is in the browser's time zone: a list the server renders shows it from the render after hydration.
 */
export function PurchaseList() {
  const { t, i18n } = useTranslation();
  const inBrowser = useInBrowser();
  const configuration = useShellState((state) => state.configurations.configuration);
  const names = unitNamesOf(configuration);
  const dateFormat = configuration?.dateFormat || DEFAULT_DATE_FORMAT;
  const locale = toBcp47(i18n.language);
  const { data, isLoading, isError, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useGetPurchaseActivityInfiniteQuery();
  const purchases = data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section aria-labelledby="purchases-title" className="flex flex-col gap-4">
      <h2 id="purchases-title" className="text-xl font-bold">
        {t('activity.purchases.title')}
      </h2>
      {isError && <Alert variant="error">{t('general.error')}</Alert>}
      {isLoading && <ListSkeleton />}
      {data && purchases.length === 0 && (
        <p className="text-muted-foreground">{t('activity.purchases.empty')}</p>
      )}
      {purchases.length > 0 && (
        <ul
          className="divide-y divide-border rounded-2xl border border-border bg-surface"
          data-testid="purchase-list"
        >
          {purchases.map((purchase) => (
            <li key={purchase.id} className="flex flex-col gap-1 px-4 py-3" data-testid="purchase-entry">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-medium">
                  {t('activity.purchase.total', { amount: formatBalance(purchase.amount, locale) })}
                </span>
                {purchase.pointsEarned !== 0 && (
                  <span className="font-semibold text-emerald-800 dark:text-emerald-300">
                    <bdi>{`${formatTransactionAmount(purchase.pointsEarned, locale)} ${transactionUnitName(purchase.pointsEarned / 100, names.point)}`}</bdi>
                  </span>
                )}
              </div>
              <span className="text-sm text-muted-foreground">
                <bdi>{inBrowser ? formatDate(purchase.created_on, dateFormat) : '\u00a0'}</bdi>
                {purchase.locationName && <> · {purchase.locationName}</>}
              </span>
              {purchase.items.length > 0 && (
                <span className="text-sm">
                  {/* bdi: "2 × Latte" keeps its order in right-to-left pages. */}
                  <bdi>{purchase.items.map((item) => `${item.quantity} × ${item.name}`).join(', ')}</bdi>
                </span>
              )}
            </li>
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
