'use client';

import { useState } from 'react';
import { useTranslation } from '@/i18n/react';
import type { Shop, ShopItem } from '@loyalty/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useSubmitShopPurchaseMutation } from '../api/submit-shop-purchase';
import { useShellState } from '@/store/shell-store';
import { isRetryable, purchaseErrorKey } from '../purchase-error';
import { newPurchaseKey } from '../purchase-key';

export interface PurchaseDialogProps {
  shop: Shop;
  item: ShopItem;
  price: string;
  /** The member's balance of the price type after paying, as they read it; null while unknown. */
  balanceAfter: string | null;
  onClose: () => void;
}

/**
 * Confirmation and result of one purchase. Mounted per purchase intent: its idempotency key is made once,
 * when it opens, and sent again on "Try again", so a retry never spends twice.
 */
export function PurchaseDialog({ shop, item, price, balanceAfter, onClose }: PurchaseDialogProps) {
  const { t } = useTranslation();
  const [idempotencyKey] = useState(() => newPurchaseKey());
  const [submit, { data: result, error, isLoading }] = useSubmitShopPurchaseMutation();
  const configuration = useShellState((state) => state.configurations.configuration);
  const balanceTypes = { credit: configuration.creditsBalanceType, point: configuration.pointsBalanceType };
  const buy = () => void submit({ shop, itemId: item.id, idempotencyKey, balanceTypes });
  const retry = error !== undefined && isRetryable(error);

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={result ? t('shop.success.title') : t('shop.confirm.title')}
      closeLabel={t('general.close')}
    >
      {result ? (
        <div className="flex flex-col gap-4" data-testid="purchase-result">
          <Alert variant="success" persistent>
            {t('shop.success.text', { name: result.gift.name })}
          </Alert>
          <div className="rounded-xl border border-dashed border-border p-4 text-center">
            <p className="text-sm text-muted-foreground">{t('shop.redeem.code')}</p>
            <p className="font-mono text-2xl font-bold tracking-widest" data-testid="purchase-redeem-code">
              <bdi dir="ltr">{result.gift.redeemCode}</bdi>
            </p>
          </div>
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="outline" onClick={onClose}>
              {t('general.close')}
            </Button>
            <Button asChild>
              <a href={`/member/rewards?gift=${encodeURIComponent(result.gift.id)}`}>
                {t('shop.view.rewards')}
              </a>
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <p>{t('shop.confirm.text', { name: item.name, price })}</p>
          {balanceAfter && (
            <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 rounded-xl border border-border p-4 text-sm">
              <dt className="text-muted-foreground">{t('shop.confirm.price')}</dt>
              <dd className="text-end font-semibold">
                <bdi>{price}</bdi>
              </dd>
              <dt className="text-muted-foreground">{t('shop.confirm.balance.after')}</dt>
              <dd className="text-end font-semibold" data-testid="purchase-balance-after">
                <bdi>{balanceAfter}</bdi>
              </dd>
            </dl>
          )}
          {error !== undefined && !isLoading && (
            <Alert variant="error" data-testid="purchase-error">
              {t(purchaseErrorKey(error))}
            </Alert>
          )}
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="outline" onClick={onClose}>
              {t('shop.cancel')}
            </Button>
            <Button onClick={buy} disabled={isLoading || (error !== undefined && !retry)}>
              {isLoading ? t('shop.confirm.processing') : retry ? t('shop.retry') : t('shop.confirm.button')}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
