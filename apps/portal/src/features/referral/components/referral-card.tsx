'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import type { LedgerType } from '@loyalty/contract';
import { Button } from '@/components/ui/button';
import { unitNamesOf } from '@/lib/business-units';
import { formatBalance, fromHundredths } from '@/lib/amounts';
import { toBcp47 } from '@/lib/locale';
import { abbreviateNumber } from '@/lib/numbers';
import { balanceUnitName } from '@/lib/unit-names';
import { useInBrowser } from '@/lib/use-in-browser';
import { useServerAnswer } from '@/store/use-server-answer';
import {
  friendReferralAnswer,
  useGetFriendReferralQuery,
  type FriendReferralWithLink,
} from '../api/get-friend-referral';
import { canShareLink, shareLink } from '../share';
import { useShellState } from '@/store/shell-store';

/**
 * "Invite a friend": the member's referral code and link, with copy and (where available) Web Share. `initial`: the
 * referral as the server read it for the page (null: fetched here). The share button shows from the render after
 * hydration: whether the browser can share is the browser's to say.
 */
export function ReferralCard({ initial = null }: { initial?: FriendReferralWithLink | null }) {
  const { t, i18n } = useTranslation();
  const configuration = useShellState((state) => state.configurations.configuration);
  useServerAnswer(() => initial && friendReferralAnswer(initial));
  const { data, isError } = useGetFriendReferralQuery();
  const inBrowser = useInBrowser();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const shareData = data
    ? { title: t('referral.share.title', { business: configuration?.businessName ?? '' }), url: data.link }
    : null;
  useEffect(() => () => clearTimeout(timer.current), []);

  if (isError || !data || !shareData) return null;
  const canShare = inBrowser && canShareLink(navigator, shareData);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(data.link);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  };
  const share = async () => {
    if ((await shareLink(navigator, shareData)) === 'failed') await copy();
  };
  const names = unitNamesOf(configuration);
  const locale = toBcp47(i18n.language);
  const amount = (hundredths: number, type: LedgerType) =>
    `${formatBalance(hundredths, locale)} ${balanceUnitName(fromHundredths(hundredths), names[type])}`;
  const reward = data.reward ? amount(data.reward.amount, data.reward.type) : null;
  // Earned in the type the business rewards with now (points when it rewards nothing, or nothing yet).
  const earnedType: LedgerType =
    data.reward?.type ?? (data.earned.credit > 0 && data.earned.point === 0 ? 'credit' : 'point');
  const earned = amount(data.earned[earnedType], earnedType);

  return (
    <section
      aria-labelledby="referral-title"
      className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-6"
      data-testid="referral-card"
    >
      <h2 id="referral-title" className="text-xl font-bold">
        {t('referral.title')}
      </h2>
      <p className="text-sm text-muted-foreground">
        {reward ? t('referral.text.reward', { reward }) : t('referral.text')}
      </p>
      <dl className="grid gap-2 sm:grid-cols-[auto_1fr] sm:gap-x-6">
        <dt className="text-sm font-medium text-muted-foreground">{t('referral.code')}</dt>
        <dd className="font-mono text-lg font-bold tracking-wider" data-testid="referral-code">
          <bdi dir="ltr">{data.code}</bdi>
        </dd>
        <dt className="text-sm font-medium text-muted-foreground">{t('referral.link')}</dt>
        <dd className="text-sm break-all" data-testid="referral-link">
          <bdi dir="ltr">{data.link}</bdi>
        </dd>
      </dl>
      <dl className="grid grid-cols-2 gap-3" data-testid="referral-stats">
        <div className="rounded-xl bg-foreground/5 p-3">
          <dt className="text-sm text-muted-foreground">{t('referral.joined')}</dt>
          <dd className="text-2xl font-bold" data-testid="referral-joined">
            {abbreviateNumber(data.referredCount)}
          </dd>
        </div>
        <div className="rounded-xl bg-foreground/5 p-3">
          <dt className="text-sm text-muted-foreground">{t('referral.earned')}</dt>
          <dd className="text-2xl font-bold" data-testid="referral-earned">
            <bdi>{earned}</bdi>
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="outline" onClick={() => void copy()} aria-live="polite">
          {copied ? t('referral.copied') : t('referral.copy')}
        </Button>
        {canShare && <Button onClick={() => void share()}>{t('referral.share')}</Button>}
      </div>
    </section>
  );
}
