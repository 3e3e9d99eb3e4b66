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
  onBuy: (item: ShopItem) => void;
}

/** One catalogue item: picture, name, description, price, stock, and the Buy button (disabled when sold out). */
export function ShopItemCard({ item, price, onBuy }: ShopItemCardProps) {
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
        <h2 id={nameId} className="text-lg font-semibold">
          {item.name}
        </h2>
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
        <Button onClick={() => onBuy(item)} disabled={soldOut} aria-describedby={nameId}>
          {soldOut ? t('shop.sold.out') : t('shop.buy')}
        </Button>
      </div>
    </li>
  );
}
