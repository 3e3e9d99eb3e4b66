'use client';

import * as RadixDialog from '@radix-ui/react-dialog';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useGetShortUserIdQuery } from '@/store/member-api';
import { MemberStoreProvider } from '@/store/member-store-provider';
import { qrSvg } from '@/lib/qr-svg';

/** 'Link copied' shows for 1 second, then the label is 'Copy Link' again. */
export const COPIED_LABEL_MS = 1000;

export interface IdentificationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The identification bottom sheet: a QR code of the member's short id for the staff to
 * scan, the id as text, click-to-copy and Cancel.
 */
/** Loaded on demand, from the bar too: it brings the member store with it. */
export default function IdentificationDialog(props: IdentificationDialogProps) {
  return (
    <MemberStoreProvider>
      <IdentificationSheet {...props} />
    </MemberStoreProvider>
  );
}

function IdentificationSheet({ open, onOpenChange }: IdentificationDialogProps) {
  const { t } = useTranslation();
  const { data, isError, isLoading } = useGetShortUserIdQuery(undefined, { skip: !open });
  const id = data?.id ?? null;
  const [svg, setSvg] = useState<{ text: string; markup: string } | null>(null);
  const [qrFailed, setQrFailed] = useState(false);
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (!id || svg?.text === id) return;
    let cancelled = false;
    qrSvg(id).then(
      (markup) => {
        if (!cancelled) setSvg({ text: id, markup });
      },
      (error: unknown) => {
        console.error('Error fetching identification QR', error);
        if (!cancelled) setQrFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [id, svg?.text]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    if (!id) return;
    try {
      await navigator.clipboard.writeText(id);
    } catch (error) {
      // Without clipboard permission the id stays on screen to read out; nothing else to do.
      console.error('Could not copy the identification code', error);
      return;
    }
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), COPIED_LABEL_MS);
  };

  // A failed refetch keeps showing the id it already has.
  const failed = (isError && !id) || qrFailed;

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <RadixDialog.Content
          aria-describedby={undefined}
          data-testid="identification-dialog"
          className="fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[calc(100dvh-2rem)] w-full max-w-md flex-col items-center gap-4 overflow-y-auto rounded-t-2xl border border-b-0 border-border bg-surface p-6 pb-[max(1.5rem,env(safe-area-inset-bottom))] text-foreground shadow-xl"
        >
          <span aria-hidden="true" className="h-1.5 w-12 rounded-full bg-foreground/20" />
          <RadixDialog.Title className="text-xl font-bold">{t('identification.title')}</RadixDialog.Title>
          <p className="text-center text-sm text-muted-foreground">{t('identification.intro')}</p>
          {failed ? (
            <Alert variant="error">{t('identification.error')}</Alert>
          ) : svg && svg.text === id ? (
            <div
              role="img"
              aria-label={t('identification.qr.label')}
              data-testid="identification-qr"
              className="size-56 rounded-xl bg-white p-1 [&>svg]:size-full"
              // The generator's own SVG (rectangles and paths only); the id is encoded, never echoed as markup.
              dangerouslySetInnerHTML={{ __html: svg.markup }}
            />
          ) : (
            <div
              aria-busy={isLoading || undefined}
              className="size-56 animate-pulse rounded-xl bg-foreground/10"
            />
          )}
          {id && (
            <p
              dir="ltr"
              data-testid="identification-id"
              className="font-mono text-2xl font-semibold tracking-widest"
            >
              {id}
            </p>
          )}
          <div className="flex w-full flex-col gap-2">
            <Button onClick={() => void copy()} disabled={!id}>
              {copied ? t('identification.copied') : t('identification.copy')}
            </Button>
            <span role="status" className="sr-only">
              {copied ? t('identification.copied') : ''}
            </span>
            <RadixDialog.Close asChild>
              <Button variant="outline">{t('identification.cancel')}</Button>
            </RadixDialog.Close>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
