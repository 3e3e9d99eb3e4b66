'use client';

import { useTranslation } from '@/i18n/react';
import type { Gift } from '@loyalty/contract';
import { Button } from '@/components/ui/button';
import { GiftIcon } from '@/components/ui/icons';
import { cn } from '@/lib/class-names';
import { formatDate } from '@/lib/dates';
import { useInBrowser } from '@/lib/use-in-browser';
import { giftStatusClasses, giftStatusKey } from '../gift-status';

export interface GiftCardProps {
  gift: Gift;
  dateFormat: string;
  onShowQr: (gift: Gift) => void;
}

/**
 * A gift the member holds: status badge, redeem code, validity, and the QR button while it is active. The validity
 * line's day is in the browser's time zone, so a card the server renders shows it from the render after hydration.
 */
export function GiftCard({ gift, dateFormat, onShowQr }: GiftCardProps) {
  const { t } = useTranslation();
  const inBrowser = useInBrowser();
  const active = gift.status === 'active';
  return (
    <li
      className="flex gap-4 rounded-2xl border border-border bg-surface p-4"
      data-testid="gift"
      data-status={gift.status}
    >
      {gift.imageUrl ? (
        <img src={gift.imageUrl} alt="" className="size-16 shrink-0 rounded-xl object-cover" loading="lazy" />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-16 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary"
        >
          <GiftIcon width={32} height={32} />
        </span>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-semibold">{gift.name}</h2>
          <span
            className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', giftStatusClasses[gift.status])}
            data-testid="gift-status"
          >
            {t(giftStatusKey(gift.status))}
          </span>
        </div>
        {gift.description && <p className="text-sm text-muted-foreground">{gift.description}</p>}
        <p className="text-sm text-muted-foreground">
          {!inBrowser
            ? '\u00a0'
            : gift.status === 'redeemed' && gift.redeemedAt
              ? t('rewards.redeemed.on', { date: formatDate(gift.redeemedAt, dateFormat) })
              : gift.expiresAt
                ? t(active ? 'rewards.expires' : 'rewards.expired.on', {
                    date: formatDate(gift.expiresAt, dateFormat),
                  })
                : t('rewards.received', { date: formatDate(gift.createdAt, dateFormat) })}
        </p>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm">
            <span className="text-muted-foreground">{t('rewards.code')}: </span>
            <bdi dir="ltr" className={cn('font-mono font-bold tracking-wider', !active && 'line-through')}>
              {gift.redeemCode}
            </bdi>
          </p>
          {active && (
            <Button variant="outline" onClick={() => onShowQr(gift)}>
              {t('rewards.show.qr')}
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}
