'use client';

import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react';
import type { ReceiptSubmitResult } from '@loyalty/contract';
import { campaignMessageKeys, messageKeys } from '@loyalty/contract/constants';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { apiMessageOf } from '@/lib/api-error-data';
import { useTranslation } from '@/i18n/react';
import { formatBalance, fromHundredths } from '@/lib/amounts';
import { unitNamesOf } from '@/lib/business-units';
import { useSession } from '@/lib/member-session';
import { balanceUnitName } from '@/lib/unit-names';
import { useConfiguration } from '@/features/configuration';
import { useSubmitQrCodeMutation } from '../api/submit-qr-code';
import { CameraScanner } from './camera-scanner';

const RECEIPT_ERRORS = new Set<string>([
  campaignMessageKeys.receiptInvalid,
  campaignMessageKeys.receiptExpired,
  campaignMessageKeys.receiptOtherBusiness,
  campaignMessageKeys.receiptAlreadyUsed,
  messageKeys.rateLimited,
]);

/** Where a guest goes to sign in, coming back to this page with the code to add. */
function signInFor(code: string): string {
  const back = `/purchasescanner?code=${encodeURIComponent(code)}`;
  return `/auth/signin?callbackUrl=${encodeURIComponent(back)}`;
}

export interface PurchaseScannerProps {
  /** A code the page was opened with (a phone camera app opening the printed link, or back from sign-in). */
  initialCode: string | null;
}

/**
 * The purchase scanner: a receipt's QR code from the camera (or typed), added to the member's points. A guest is
 * sent to sign in first and comes back to the same code, which is then added without asking again.
 */
export function PurchaseScanner({ initialCode }: PurchaseScannerProps) {
  const { t, i18n } = useTranslation();
  const { status } = useSession();
  const units = unitNamesOf(useConfiguration());
  const [submit, { isLoading }] = useSubmitQrCodeMutation();
  const [manual, setManual] = useState(initialCode ?? '');
  const [result, setResult] = useState<ReceiptSubmitResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const submittedInitial = useRef(false);

  const add = async (code: string) => {
    setError(null);
    setResult(null);
    if (status !== 'authenticated') {
      window.location.assign(signInFor(code));
      return;
    }
    try {
      setResult(await submit({ identifier: code.trim(), type: 'receipt' }));
      setManual('');
    } catch (failure) {
      const key = apiMessageOf(failure);
      setError(key && RECEIPT_ERRORS.has(key) ? key : messageKeys.generalError);
    }
  };

  // A code brought back from sign-in is added once, as soon as the session is there.
  const addBroughtBack = useEffectEvent((code: string) => void add(code));
  useEffect(() => {
    if (!initialCode || submittedInitial.current || status !== 'authenticated') return;
    submittedInitial.current = true;
    addBroughtBack(initialCode);
  }, [initialCode, status]);

  const submitManual = (event: FormEvent) => {
    event.preventDefault();
    if (!manual.trim()) {
      setError(campaignMessageKeys.receiptInvalid);
      return;
    }
    void add(manual);
  };

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">{t('scanner.title')}</h1>
        <p className="text-muted-foreground">{t('scanner.intro')}</p>
      </header>

      {status !== 'authenticated' && (
        <Alert variant="info" persistent>
          {t('scanner.signin')}{' '}
          <a className="font-semibold underline underline-offset-4" href={signInFor(manual)}>
            {t('scanner.signin.cta')}
          </a>
        </Alert>
      )}

      <div aria-live="polite">
        {result && (
          <Alert variant="success">
            {result.status === 'credited'
              ? t('scanner.credited', {
                  points: `${formatBalance(result.pointsEarned, i18n.language)} ${balanceUnitName(fromHundredths(result.pointsEarned), units.point)}`,
                  receipt: result.transactionId,
                })
              : t('scanner.already', { receipt: result.transactionId })}
          </Alert>
        )}
        {error && <Alert variant="error">{t(error)}</Alert>}
      </div>

      <CameraScanner onCode={(code) => void add(code)} />

      <form
        noValidate
        onSubmit={submitManual}
        className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-5"
      >
        <TextField
          name="receipt"
          label={t('scanner.manual.label')}
          hint={t('scanner.manual.hint')}
          dir="ltr"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          value={manual}
          onChange={(event) => setManual(event.target.value)}
        />
        <Button type="submit" disabled={isLoading} aria-busy={isLoading || undefined}>
          {isLoading ? t('auth.pending') : t('scanner.manual.submit')}
        </Button>
      </form>
    </div>
  );
}
