'use client';

import { useId } from 'react';
import { useTranslation } from '@/i18n/react';
import type { ShopItem } from '@loyalty/contract';
import { Button } from '@/components/ui/button';
import { GiftIcon } from '@/components/ui/icons';

export interface ShopItemCardProps {
  item: ShopItem;
  /** The price as the member reads it ("500 Beans"). */
  price: string;
  /** What the member still needs, as they read it ("800 Beans"); null when they can afford the item. */
  missing: string | null;
  /** The item's window closes within days. */
  endingSoon: boolean;
  onBuy: (item: ShopItem) => void;
}

/**
 * One catalogue item: picture, name, description, price, stock, and the Buy button. A sold-out item says so;
 * one the member cannot afford says how much is missing instead of offering Buy.
 */
export function ShopItemCard({ item, price, missing, endingSoon, onBuy }: ShopItemCardProps) {
  const { t } = useTranslation();
  const nameId = useId();
  const soldOut = item.stock !== null && item.stock <= 0;
  return (
    <li
      className="flex flex-col overflow-hidden rounded-2xl border border-border bg-surface"
      data-testid="shop-item"
    >
      {item.imageUrl ? (
        // A plain <img>: item pictures come from any host the business chose.
        <img
          src={item.imageUrl}
          alt=""
          className="aspect-[2/1] sm:aspect-[4/3] w-full object-cover"
          loading="lazy"
        />
      ) : (
        <div
          aria-hidden="true"
          className="flex aspect-[2/1] sm:aspect-[4/3] w-full items-center justify-center bg-primary/10 text-primary"
        >
          <GiftIcon width={48} height={48} />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={nameId} className="text-lg font-semibold">
            {item.name}
          </h2>
          {endingSoon && !soldOut && (
            <span
              className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900/40 dark:text-amber-100"
              data-testid="shop-item-ending"
            >
              {t('shop.ending.soon')}
            </span>
          )}
        </div>
        {item.description && <p className="text-sm text-muted-foreground">{item.description}</p>}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
          <p className="text-base font-bold" data-testid="shop-item-price">
            <bdi>{price}</bdi>
          </p>
          {item.stock !== null && (
            <p className="text-sm text-muted-foreground" data-testid="shop-item-stock">
              {soldOut ? t('shop.sold.out') : t('shop.stock.left', { count: item.stock })}
            </p>
          )}
        </div>
        {soldOut ? (
          <Button disabled aria-describedby={nameId}>
            {t('shop.sold.out')}
          </Button>
        ) : missing ? (
          <p
            className="rounded-xl bg-foreground/5 px-3 py-2 text-center text-sm font-medium"
            data-testid="shop-item-missing"
          >
            <bdi>{t('shop.missing', { amount: missing })}</bdi>
          </p>
        ) : (
          <Button onClick={() => onBuy(item)} aria-describedby={nameId}>
            {t('shop.buy')}
          </Button>
        )}
      </div>
    </li>
  );
}
