'use client';

import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { BellIcon, GiftIcon, StarIcon } from '@/components/ui/icons';
import { budgetActivityAnswer, RecentActivity } from '@/features/activity';
import { useConfiguration } from '@/features/configuration';
import { giftsAnswer, useGetGiftsQuery } from '@/features/gift';
import { useUnreadCount } from '@/features/inbox';
import { amountLabel, balanceHundredths, shopItemsAnswer, useGetShopItemsQuery } from '@/features/shop';
import { unitNamesOf } from '@/lib/business-units';
import { toBcp47 } from '@/lib/locale';
import { abbreviateNumber } from '@/lib/numbers';
import { useGetMemberDetailsQuery } from '@/store/member-api';
import { useServerAnswer } from '@/store/use-server-answer';
import type { MemberHomeParts } from '@/server/member-home-parts';
import { nextReward } from '../next-reward';
import { MemberCard } from './member-card';

/** Gift names the tile lists before "and N more". */
const GIFT_NAMES_SHOWN = 2;

/**
 * `/` for a member: their card (balances, code), the next reward and the way to it, gifts ready to use, unread
 * messages and the latest activity. The server reads what the tiles show while it renders the page (`parts`); a
 * tile whose part it could not read loads on its own, with a skeleton. Each says plainly when empty.
 */
export function MemberHome({ firstName, parts }: { firstName: string | null; parts?: MemberHomeParts }) {
  useServerAnswer(() => parts?.pointsShop && shopItemsAnswer('points', parts.pointsShop));
  useServerAnswer(() => parts?.gifts && giftsAnswer(parts.gifts));
  useServerAnswer(() => parts?.activity && budgetActivityAnswer('points', parts.activity));
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <MemberCard firstName={firstName} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <NextRewardTile />
        <div className="grid grid-cols-1 gap-4">
          <GiftsTile />
          <MessagesTile />
        </div>
      </div>
      <RecentActivity titleId="home-activity-title" />
    </div>
  );
}

function Tile({
  title,
  icon,
  href,
  linkLabel,
  testId,
  busy,
  children,
}: {
  title: string;
  icon: ReactNode;
  href: string;
  linkLabel: string;
  testId: string;
  busy?: boolean;
  children: ReactNode;
}) {
  const titleId = `${testId}-title`;
  return (
    <section
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
      className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-5"
      data-testid={testId}
    >
      <div className="flex items-center gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
          {icon}
        </span>
        <h2 id={titleId} className="min-w-0 text-lg font-semibold">
          {title}
        </h2>
      </div>
      <div className="flex flex-1 flex-col gap-2">{children}</div>
      <a href={href} className="self-start text-sm font-medium underline underline-offset-4">
        {linkLabel}
      </a>
    </section>
  );
}

const Skeleton = ({ className }: { className: string }) => (
  <span className={`block animate-pulse rounded bg-foreground/10 ${className}`} />
);

function NextRewardTile() {
  const { t, i18n } = useTranslation();
  const names = unitNamesOf(useConfiguration());
  const locale = toBcp47(i18n.language);
  const details = useGetMemberDetailsQuery();
  const shop = useGetShopItemsQuery('points');
  const loading = details.isLoading || shop.isLoading;
  const target =
    details.data && shop.data
      ? nextReward(shop.data.items, {
          point: balanceHundredths(details.data.member.pointsBalance),
          credit: balanceHundredths(details.data.member.creditBalance),
        })
      : null;
  const percent = target ? Math.floor(target.progress * 100) : 0;

  return (
    <Tile
      title={t('home.member.next.title')}
      icon={<StarIcon />}
      href="/member/shop"
      linkLabel={t('home.member.next.shop')}
      testId="next-reward"
      busy={loading}
    >
      {loading ? (
        <>
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-3 w-full" />
        </>
      ) : details.isError || shop.isError ? (
        <p className="text-muted-foreground">{t('general.error')}</p>
      ) : target ? (
        <>
          <p className="font-semibold">{target.item.name}</p>
          <p className="text-sm" data-testid="next-reward-text">
            <bdi>
              {target.missing > 0
                ? t('home.member.next.missing', {
                    amount: amountLabel(target.missing, target.item.priceType, names, locale),
                  })
                : t('home.member.next.ready')}
            </bdi>
          </p>
          <div
            role="progressbar"
            aria-label={t('home.member.next.progress', { name: target.item.name })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-3 w-full overflow-hidden rounded-full bg-foreground/10"
            data-testid="next-reward-progress"
          >
            <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
          </div>
        </>
      ) : (
        <p className="text-muted-foreground">{t('home.member.next.none')}</p>
      )}
    </Tile>
  );
}

function GiftsTile() {
  const { t } = useTranslation();
  const { data, isLoading, isError } = useGetGiftsQuery();
  const active = data?.gifts.filter((gift) => gift.status === 'active') ?? [];
  const shown = active.slice(0, GIFT_NAMES_SHOWN);

  return (
    <Tile
      title={t('home.member.gifts.title')}
      icon={<GiftIcon />}
      href="/member/rewards"
      linkLabel={t('home.member.gifts.all')}
      testId="home-gifts"
      busy={isLoading}
    >
      {isLoading ? (
        <Skeleton className="h-5 w-32" />
      ) : isError ? (
        <p className="text-muted-foreground">{t('general.error')}</p>
      ) : active.length === 0 ? (
        <p className="text-muted-foreground">{t('home.member.gifts.none')}</p>
      ) : (
        <>
          <p className="font-semibold" data-testid="home-gifts-count">
            {t('home.member.gifts.ready', { count: active.length, shown: abbreviateNumber(active.length) })}
          </p>
          <ul className="text-sm">
            {shown.map((gift) => (
              <li key={gift.id}>{gift.name}</li>
            ))}
            {active.length > shown.length && (
              <li className="text-muted-foreground">
                {t('home.member.gifts.more', {
                  count: active.length - shown.length,
                  shown: abbreviateNumber(active.length - shown.length),
                })}
              </li>
            )}
          </ul>
        </>
      )}
    </Tile>
  );
}

function MessagesTile() {
  const { t } = useTranslation();
  const { unread, isError } = useUnreadCount();

  return (
    <Tile
      title={t('home.member.messages.title')}
      icon={<BellIcon />}
      href="/member/inbox"
      linkLabel={t('home.member.messages.open')}
      testId="home-messages"
      busy={unread === null && !isError}
    >
      {unread === null ? (
        isError ? (
          <p className="text-muted-foreground">{t('general.error')}</p>
        ) : (
          <Skeleton className="h-5 w-32" />
        )
      ) : (
        <p
          className={unread > 0 ? 'font-semibold' : 'text-muted-foreground'}
          data-testid="home-messages-unread"
        >
          {unread > 0
            ? t('home.member.messages.unread', { count: unread, shown: abbreviateNumber(unread) })
            : t('home.member.messages.none')}
        </p>
      )}
    </Tile>
  );
}
