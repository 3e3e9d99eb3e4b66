'use client';

import * as RadixDialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { qrSvg } from '@/lib/qr-svg';
import { phonePlatform } from '@/lib/user-agent';
import { useGetWalletLinksQuery } from '../api/get-wallet-links';

type WalletChoice = 'none' | 'android' | 'apple';

export interface WalletPassDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Adding the member's card to a phone's wallet. On a phone the dialog goes straight to the platform's link
 * (Google's on Android, Apple's otherwise); on a desktop the member picks Android or Apple and scans the link's
 * QR code with the phone (each link works for an hour without a session).
 */
export default function WalletPassDialog({ open, onOpenChange }: WalletPassDialogProps) {
  const { t } = useTranslation();
  const [platform] = useState(() => phonePlatform(navigator.userAgent));
  const onPhone = platform !== 'desktop';
  const [choice, setChoice] = useState<WalletChoice>(
    platform === 'android' ? 'android' : platform === 'other-phone' ? 'apple' : 'none',
  );
  const { data, isError, isFetching } = useGetWalletLinksQuery(undefined, { skip: !open });
  const url =
    choice === 'none' || !data
      ? null
      : choice === 'android'
        ? data.links.googlePay.url
        : data.links.appleWallet.url;
  const [svg, setSvg] = useState<{ text: string; markup: string } | null>(null);
  const [qrFailed, setQrFailed] = useState(false);

  useEffect(() => {
    if (isError) console.error('Error fetching wallet pass links');
  }, [isError]);

  // On a phone there is nothing to choose: the platform's link opens as soon as it is known.
  useEffect(() => {
    if (open && onPhone && url) window.location.assign(url);
  }, [open, onPhone, url]);

  useEffect(() => {
    if (onPhone || !url || svg?.text === url) return;
    let cancelled = false;
    qrSvg(url).then(
      (markup) => {
        if (!cancelled) setSvg({ text: url, markup });
      },
      (error: unknown) => {
        console.error('Error drawing the wallet pass QR code', error);
        if (!cancelled) setQrFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [onPhone, url, svg?.text]);

  const loading = choice !== 'none' && (isFetching || (!data && !isError));
  const unavailable = choice !== 'none' && !loading && (isError || !url || qrFailed);

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <RadixDialog.Content
          aria-describedby={undefined}
          data-testid="wallet-pass-dialog"
          className="fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[calc(100dvh-2rem)] w-full max-w-md flex-col items-center gap-4 overflow-y-auto rounded-t-2xl border border-b-0 border-border bg-surface p-6 pb-[max(1.5rem,env(safe-area-inset-bottom))] text-foreground shadow-xl"
        >
          <span aria-hidden="true" className="h-1.5 w-12 rounded-full bg-foreground/20" />
          <RadixDialog.Title className="text-xl font-bold">
            {t('navbar.add.to.wallet.pass')}
          </RadixDialog.Title>
          {!onPhone && (
            <div className="flex w-full flex-col items-center gap-2">
              <p id="wallet-type-label" className="text-sm font-medium">
                {t('wallet.dialog.choose')}
              </p>
              <div role="group" aria-labelledby="wallet-type-label" className="flex gap-2">
                {(['android', 'apple'] as const).map((option) => (
                  <Button
                    key={option}
                    variant={choice === option ? 'primary' : 'outline'}
                    aria-pressed={choice === option}
                    onClick={() => setChoice(option)}
                  >
                    {t(`wallet.dialog.${option}`)}
                  </Button>
                ))}
              </div>
            </div>
          )}
          <div role="status" className="flex flex-col items-center gap-3 text-center text-sm">
            {choice === 'none' ? (
              <p className="text-muted-foreground">{t('wallet.dialog.select')}</p>
            ) : loading ? (
              <p aria-busy="true">{t('wallet.dialog.loading')}</p>
            ) : unavailable ? (
              <Alert variant="error">{t('wallet.dialog.unavailable')}</Alert>
            ) : onPhone ? (
              <p>{t('wallet.dialog.loading')}</p>
            ) : svg && svg.text === url ? (
              <>
                <div
                  role="img"
                  aria-label={t('wallet.dialog.qr.label')}
                  data-testid="wallet-pass-qr"
                  data-url={url}
                  className="size-56 rounded-xl bg-white p-1 [&>svg]:size-full"
                  // The generator's own SVG (rectangles and paths only); the link is encoded, never echoed as markup.
                  dangerouslySetInnerHTML={{ __html: svg.markup }}
                />
                <p>{t('wallet.dialog.scan')}</p>
              </>
            ) : (
              <div aria-busy="true" className="size-56 animate-pulse rounded-xl bg-foreground/10" />
            )}
          </div>
          <RadixDialog.Close asChild>
            <Button variant="outline" className="w-full">
              {t('wallet.dialog.close')}
            </Button>
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
