'use client';

import { useState } from 'react';
import { useTranslation } from '@/i18n/react';
import type { Gift, Gifts } from '@loyalty/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DEFAULT_DATE_FORMAT } from '@/lib/dates';
import { useServerAnswer } from '@/store/use-server-answer';
import { giftsAnswer, useGetGiftsQuery } from '../api/get-gifts';
import { GiftCard } from './gift-card';
import { RedeemQrDialog } from './redeem-qr-dialog';
import { useShellState } from '@/store/shell-store';
import { useAppSearchParams } from '@/lib/app-location';

/** The query parameter naming a gift to open at once (a purchase links here with the new gift's id). */
const OPEN_GIFT_PARAM = 'gift';

/**
 * The member's gifts, with each active one's QR code on demand; `?gift={id}` opens that gift's QR code. `initial`:
 * the gifts as the server read them for the page (null: fetched here).
 */
export function GiftList({ initial = null }: { initial?: Gifts | null }) {
  const { t } = useTranslation();
  useServerAnswer(() => initial && giftsAnswer(initial));
  const dateFormat =
    useShellState((state) => state.configurations.configuration.dateFormat) ?? DEFAULT_DATE_FORMAT;
  const { data, isLoading, isError } = useGetGiftsQuery();
  const requested = useAppSearchParams().get(OPEN_GIFT_PARAM);
  // null: none chosen yet, so the requested gift opens; false: the member closed it.
  const [chosen, setChosen] = useState<Gift | false | null>(null);
  const qrGift =
    chosen === null
      ? (data?.gifts.find((gift) => gift.id === requested && gift.status === 'active') ?? null)
      : chosen || null;
  const setQrGift = (gift: Gift | null) => setChosen(gift ?? false);

  if (isError) return <Alert variant="error">{t('general.error')}</Alert>;
  if (isLoading || !data)
    return (
      <ul aria-busy="true" className="flex flex-col gap-3">
        {[0, 1].map((n) => (
          <li key={n} className="h-28 animate-pulse rounded-2xl bg-foreground/10" />
        ))}
      </ul>
    );
  if (data.gifts.length === 0)
    return (
      <div className="flex flex-col items-start gap-3 rounded-2xl border border-border bg-surface p-6">
        <p>{t('rewards.empty')}</p>
        <Button asChild variant="outline">
          <a href="/member/shop">{t('rewards.shop.link')}</a>
        </Button>
      </div>
    );
  return (
    <>
      <ul className="flex flex-col gap-3" data-testid="gift-list">
        {data.gifts.map((gift) => (
          <GiftCard key={gift.id} gift={gift} dateFormat={dateFormat} onShowQr={setQrGift} />
        ))}
      </ul>
      {qrGift && (
        <RedeemQrDialog code={qrGift.redeemCode} name={qrGift.name} onClose={() => setQrGift(null)} />
      )}
    </>
  );
}
