'use client';

import { useTranslation } from '@/i18n/react';
import { cn } from '@/lib/class-names';
import { useInBrowser } from '@/lib/use-in-browser';
import type { DisplayTransaction } from '../wallet-transaction';

/**
 * One points or credit line: what happened and when, and the signed amount with its unit. The day is in the
 * browser's time zone, so a line the server renders (the member home's) shows it from the render after hydration.
 */
export function ActivityEntry({ entry }: { entry: DisplayTransaction }) {
  const { t } = useTranslation();
  const inBrowser = useInBrowser();
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3"
      data-testid="budget-entry"
    >
      <div className="flex flex-col">
        <span className="font-medium">{t(`activity.operation.${entry.operation}`)}</span>
        <span className="text-sm text-muted-foreground">
          <bdi>{inBrowser ? entry.displayDate : '\u00a0'}</bdi>
        </span>
      </div>
      <span
        className={cn(
          'text-end font-semibold',
          entry.amount < 0 ? 'text-foreground' : 'text-emerald-800 dark:text-emerald-300',
        )}
      >
        <bdi>{`${entry.displayAmount} ${entry.displayType}`}</bdi>
      </span>
    </li>
  );
}
