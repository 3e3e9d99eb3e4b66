'use client';

import { useTranslation } from '@/i18n/react';
import { unitNamesOf } from '@/lib/business-units';
import { formatBalance, fromHundredths } from '@/lib/amounts';
import { DEFAULT_DATE_FORMAT, formatDate } from '@/lib/dates';
import { toBcp47 } from '@/lib/locale';
import { useInBrowser } from '@/lib/use-in-browser';
import { balanceUnitName } from '@/lib/unit-names';
import { useGetPointsSummaryQuery } from '../api/get-points-summary';
import { useShellState } from '@/store/shell-store';

/**
 * Points and credit held, what expires next and when, lifetime earned and spent. The expiry's day is in the browser's
 * time zone: a card the server renders shows that line from the render after hydration.
 */
export function PointsSummaryCard() {
  const { t, i18n } = useTranslation();
  const inBrowser = useInBrowser();
  const configuration = useShellState((state) => state.configurations.configuration);
  const names = unitNamesOf(configuration);
  const locale = toBcp47(i18n.language);
  const { data } = useGetPointsSummaryQuery();
  if (!data) return null;
  const label = (hundredths: number, type: 'point' | 'credit') =>
    `${formatBalance(hundredths, locale)} ${balanceUnitName(fromHundredths(hundredths), names[type])}`;

  return (
    <div
      className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4"
      data-testid="points-summary"
    >
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {(
          [
            ['activity.summary.points', label(data.points, 'point'), 'summary-points'],
            ['activity.summary.credit', label(data.credit, 'credit'), 'summary-credit'],
            ['activity.summary.earned', label(data.earned, 'point'), 'summary-earned'],
            ['activity.summary.spent', label(data.spent, 'point'), 'summary-spent'],
          ] as const
        ).map(([key, value, testId]) => (
          <div key={key} className="flex flex-col">
            <dt className="text-sm text-muted-foreground">{t(key)}</dt>
            <dd className="text-lg font-bold" data-testid={testId}>
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      {data.nextExpiry && (
        <p className="text-sm text-amber-900 dark:text-amber-200" data-testid="summary-expiry">
          {inBrowser
            ? t('activity.summary.expiry', {
                amount: label(data.nextExpiry.amount, 'point'),
                date: formatDate(data.nextExpiry.expiresAt, configuration?.dateFormat || DEFAULT_DATE_FORMAT),
              })
            : '\u00a0'}
        </p>
      )}
    </div>
  );
}
