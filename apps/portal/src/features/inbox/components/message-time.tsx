'use client';

import { useTranslation } from '@/i18n/react';
import { formatDate } from '@/lib/dates';
import { formatRelativeTime } from '@/lib/relative-time';
import { useInBrowser } from '@/lib/use-in-browser';

/**
 * When a message arrived: "5 minutes ago" in the member's language; future times absolute. Both depend on the
 * browser's clock and time zone, so the server (the inbox's first page is rendered there) and hydration show a blank
 * line of the same height, filled right after hydration; a list rendered in the browser shows the time at once.
 */
export function MessageTime({ receiveDate }: { receiveDate: string }) {
  const { i18n } = useTranslation();
  const inBrowser = useInBrowser();
  const text = inBrowser ? formatRelativeTime(receiveDate, i18n.language) : '\u00a0';
  if (!text) return null;
  return (
    <time
      dateTime={receiveDate}
      title={inBrowser ? formatDate(receiveDate, 'DD.MM.YYYY HH:mm:ss') : undefined}
      className="text-xs text-muted-foreground"
    >
      {text}
    </time>
  );
}
