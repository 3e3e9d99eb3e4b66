import { useTranslation } from '@/i18n/react';

/** Placeholders shaped like messages while the first page loads (3 of them). */
export function MessageSkeletons({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('notifications.loading')} className="flex flex-col gap-3">
      {Array.from({ length: count }, (_, index) => (
        <div
          key={index}
          data-testid="message-skeleton"
          aria-hidden="true"
          className="flex animate-pulse items-start gap-3 rounded-xl border border-border p-3"
        >
          <span className="size-14 shrink-0 rounded-full bg-foreground/10" />
          <span className="flex flex-1 flex-col gap-2 pt-1">
            <span className="h-4 w-1/2 rounded bg-foreground/10" />
            <span className="h-3 w-full rounded bg-foreground/10" />
            <span className="h-3 w-3/4 rounded bg-foreground/10" />
          </span>
        </div>
      ))}
    </div>
  );
}
