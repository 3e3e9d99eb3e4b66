'use client';

import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/react';
import type { RequestCodeResult, VerifyCodeResult } from '@loyalty/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useRequestCodeMutation } from '../api/request-code';
import { useVerifyCodeMutation } from '../api/verify-code';
import { codeDigits } from '../code-digits';
import { apiMessageOf } from '../error-keys';
import type { Captcha } from '../hooks/use-captcha';
import { useCountdown } from '../hooks/use-countdown';
import { useLoginErrorKey } from '../hooks/use-error-key';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';
import { OTP_LENGTH as CODE_LENGTH, messageKeys as keys } from '@loyalty/contract/constants';
import { HumanCheck } from './human-check';
import { StepLayout } from './step-layout';

export interface CodeStepProps {
  sent: RequestCodeResult;
  /** When the last code was sent (epoch ms), for the resend countdown. */
  sentAt: number;
  captcha: Captcha;
  /** Called with the verified code's ticket; answers an error key when signing in failed. */
  onVerified: (result: VerifyCodeResult) => Promise<string | null>;
  onResent: (sent: RequestCodeResult) => void;
  onBack: () => void;
}

/** Step 2: the one-time code, with a resend countdown and a way back to the identifier. */
export function CodeStep({ sent, sentAt, captcha, onVerified, onResent, onBack }: CodeStepProps) {
  const { t, i18n } = useTranslation();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [verifyCode] = useVerifyCodeMutation();
  const [requestCode, { isLoading: resending }] = useRequestCodeMutation();
  const secondsLeft = useCountdown(sentAt + sent.resendAfterSeconds * 1000);
  const input = useFocusOnMount<HTMLInputElement>(true);
  const loginErrorKey = useLoginErrorKey();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setNotice(null);
    if (code.length !== CODE_LENGTH) {
      setFieldError('auth.code.format');
      input.current?.focus();
      return;
    }
    setFieldError(null);
    setBusy(true);
    try {
      const result = await verifyCode({ identifier: sent.identifier, code });
      const error = await onVerified(result);
      if (error) setFormError(error);
    } catch (error) {
      setFormError(loginErrorKey(apiMessageOf(error)));
      setCode('');
      input.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    setFormError(null);
    setNotice(null);
    try {
      const solution = await captcha.solve('resend');
      const again = await requestCode({
        identifier: sent.identifier,
        language: i18n.language,
        captcha: solution,
        resend: true,
      });
      setCode('');
      setNotice('auth.code.resent');
      onResent(again);
    } catch (error) {
      const message = apiMessageOf(error) ?? (error instanceof Error ? error.message : null);
      if (message === keys.captchaInvalid) captcha.refused();
      setFormError(loginErrorKey(message));
    }
  };

  const minutes = Math.max(1, Math.round(sent.expiresInSeconds / 60));

  return (
    <StepLayout
      title={t('auth.code.title')}
      // First-strong isolates keep an e-mail address or +phone number intact inside a right-to-left sentence.
      intro={t('auth.code.sent', { identifier: `\u2068${sent.identifier}\u2069`, minutes })}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        {formError && <Alert variant="error">{t(formError)}</Alert>}
        {notice && <Alert variant="success">{t(notice)}</Alert>}
        <TextField
          ref={input}
          label={t('auth.code.label')}
          hint={t('auth.code.hint', { length: CODE_LENGTH })}
          error={fieldError ? t(fieldError) : null}
          name="code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          dir="ltr"
          required
          value={code}
          onChange={(event) => setCode(codeDigits(event.target.value))}
          className="text-center font-mono text-2xl tracking-[0.5em]"
        />
        <Button type="submit" disabled={busy} aria-busy={busy || undefined} className="w-full">
          {busy ? t('auth.pending') : t('auth.code.submit')}
        </Button>
        {captcha.human && <HumanCheck config={captcha.human} onToken={captcha.setHumanToken} />}
        <div className="flex flex-col items-center gap-2 text-sm">
          <Button
            variant="ghost"
            disabled={secondsLeft > 0 || resending}
            aria-busy={resending || undefined}
            onClick={() => void resend()}
          >
            {t('auth.code.resend')}
          </Button>
          {secondsLeft > 0 && (
            <p className="text-muted-foreground">{t('auth.code.resend.wait', { seconds: secondsLeft })}</p>
          )}
          <Button variant="link" onClick={onBack}>
            {t('auth.code.change.identifier')}
          </Button>
        </div>
      </form>
    </StepLayout>
  );
}
