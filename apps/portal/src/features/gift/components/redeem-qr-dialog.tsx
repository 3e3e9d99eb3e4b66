'use client';

import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';

export interface RedeemQrDialogProps {
  code: string;
  name: string;
  onClose: () => void;
}

/** The redeem code as a QR code for the till. The QR library loads only when a member opens this. */
export function RedeemQrDialog({ code, name, onClose }: RedeemQrDialogProps) {
  const { t } = useTranslation();
  const [svg, setSvg] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qrcode) => qrcode.toString(code, { type: 'svg', errorCorrectionLevel: 'H', margin: 2 }))
      .then((markup) => live && setSvg(markup))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [code]);

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={name} closeLabel={t('general.close')}>
      <p className="text-sm text-muted-foreground">{t('rewards.qr.text')}</p>
      <div className="mx-auto flex size-64 items-center justify-center rounded-xl bg-white p-2">
        {svg ? (
          // Light modules on white in every theme: scanners need the contrast.
          <img
            src={`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`}
            alt={t('rewards.qr.alt', { code })}
            className="size-full"
            data-testid="gift-qr"
          />
        ) : failed ? (
          <Alert variant="error">{t('general.error')}</Alert>
        ) : (
          <span role="status" className="text-sm text-neutral-700">
            {t('general.loading')}
          </span>
        )}
      </div>
      <p className="text-center font-mono text-2xl font-bold tracking-widest">
        <bdi dir="ltr">{code}</bdi>
      </p>
    </Dialog>
  );
}
