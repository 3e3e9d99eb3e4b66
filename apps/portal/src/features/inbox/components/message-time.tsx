'use client';

import { useTranslation } from '@/i18n/react';
import { formatDate } from '@/lib/dates';
import { formatRelativeTime } from '@/lib/relative-time';

/** When a message arrived: "5 minutes ago" in the member's language; future times absolute. */
export function MessageTime({ receiveDate }: { receiveDate: string }) {
  const { i18n } = useTranslation();
  const text = formatRelativeTime(receiveDate, i18n.language);
  if (!text) return null;
  return (
    <time
      dateTime={receiveDate}
      title={formatDate(receiveDate, 'DD.MM.YYYY HH:mm:ss')}
      className="text-xs text-muted-foreground"
    >
      {text}
    </time>
  );
}
