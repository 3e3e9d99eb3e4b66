'use client';

import { useState } from 'react';
import { useTranslation } from '@/i18n/react';
import type { Shop, ShopItem, ShopItems } from '@loyalty/contract';
import { Alert } from '@/components/ui/alert';
import { unitNamesOf } from '@/lib/business-units';
import { cn } from '@/lib/class-names';
import { toBcp47 } from '@/lib/locale';
import { useGetMemberDetailsQuery } from '@/store/member-api';
import { useServerAnswer } from '@/store/use-server-answer';
import { shopItemsAnswer, useGetShopItemsQuery } from '../api/get-shop-items';
import { amountLabel, amountMissing, balanceHundredths, endsSoon, type HeldBalances } from '../price';
import { PurchaseDialog } from './purchase-dialog';
import { ShopItemCard } from './shop-item-card';
import { useShellState } from '@/store/shell-store';

const shops: { shop: Shop; href: string; label: string }[] = [
  { shop: 'points', href: '/member/shop', label: 'shop.points.title' },
  { shop: 'reward', href: '/member/shop?shop=reward', label: 'shop.reward.title' },
];

/**
 * `/member/shop`: the points shop and the reward shop (`?shop=reward`), the member's balances, purchases. `initialItems`:
 * the shop's items as the server read them for the page (null: fetched here).
 */
export function ShopScreen({ shop, initialItems = null }: { shop: Shop; initialItems?: ShopItems | null }) {
  const { t, i18n } = useTranslation();
  useServerAnswer(() => initialItems && shopItemsAnswer(shop, initialItems));
  const names = unitNamesOf(useShellState((state) => state.configurations.configuration));
  const locale = toBcp47(i18n.language);
  const { data: details } = useGetMemberDetailsQuery();
  const { data, isLoading, isError } = useGetShopItemsQuery(shop);
  // A purchase intent: the item and a counter, so buying the same item again opens a fresh dialog (new key).
  const [intent, setIntent] = useState<{ item: ShopItem; n: number } | null>(null);
  const priceOf = (item: ShopItem) => amountLabel(item.price, item.priceType, names, locale);
  const held: HeldBalances | null = details
    ? {
        point: balanceHundredths(details.member.pointsBalance),
        credit: balanceHundredths(details.member.creditBalance),
      }
    : null;
  const missingOf = (item: ShopItem) => {
    const missing = held ? amountMissing(item, held) : 0;
    return missing > 0 ? amountLabel(missing, item.priceType, names, locale) : null;
  };
  // Read once per render: the badge needs no live clock.
  const now = new Date();

  return (
    <section aria-labelledby="shop-title" className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <h1 id="shop-title" className="text-3xl font-bold">
        {t(shop === 'points' ? 'shop.points.title' : 'shop.reward.title')}
      </h1>
      <nav aria-label={t('shop.tabs.label')} className="flex flex-wrap gap-x-2 border-b border-border">
        {shops.map((entry) => (
          <a
            key={entry.shop}
            href={entry.href}
            aria-current={entry.shop === shop ? 'page' : undefined}
            className={cn(
              '-mb-px inline-flex min-h-11 min-w-0 items-center border-b-2 px-4 text-sm font-medium [overflow-wrap:anywhere]',
              entry.shop === shop
                ? 'border-primary text-foreground'
                : 'border-transparent text-muted-foreground hover:text-foreground',
            )}
          >
            {t(entry.label)}
          </a>
        ))}
      </nav>
      {details && (
        <dl className="flex flex-wrap gap-x-8 gap-y-2 rounded-2xl border border-border bg-surface p-4">
          <div className="flex items-baseline gap-2">
            <dt className="text-sm text-muted-foreground">{t('shop.balance.points')}</dt>
            <dd className="text-lg font-bold" data-testid="shop-balance-points">
              <bdi>
                {amountLabel(balanceHundredths(details.member.pointsBalance), 'point', names, locale)}
              </bdi>
            </dd>
          </div>
          <div className="flex items-baseline gap-2">
            <dt className="text-sm text-muted-foreground">{t('shop.balance.credit')}</dt>
            <dd className="text-lg font-bold" data-testid="shop-balance-credit">
              <bdi>
                {amountLabel(balanceHundredths(details.member.creditBalance), 'credit', names, locale)}
              </bdi>
            </dd>
          </div>
        </dl>
      )}
      {isError && <Alert variant="error">{t('general.error')}</Alert>}
      {isLoading && (
        <ul aria-busy="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((n) => (
            <li key={n} className="h-72 animate-pulse rounded-2xl bg-foreground/10" />
          ))}
        </ul>
      )}
      {data && data.items.length === 0 && <p className="text-muted-foreground">{t('shop.empty')}</p>}
      {data && data.items.length > 0 && (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {data.items.map((item) => (
            <ShopItemCard
              key={item.id}
              item={item}
              price={priceOf(item)}
              missing={missingOf(item)}
              endingSoon={endsSoon(item, now)}
              onBuy={(chosen) => setIntent((last) => ({ item: chosen, n: (last?.n ?? 0) + 1 }))}
            />
          ))}
        </ul>
      )}
      {intent && (
        <PurchaseDialog
          key={intent.n}
          shop={shop}
          item={intent.item}
          price={priceOf(intent.item)}
          balanceAfter={
            held
              ? amountLabel(
                  held[intent.item.priceType] - intent.item.price,
                  intent.item.priceType,
                  names,
                  locale,
                )
              : null
          }
          onClose={() => setIntent(null)}
        />
      )}
    </section>
  );
}
