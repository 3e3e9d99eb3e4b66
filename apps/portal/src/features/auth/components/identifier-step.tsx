'use client';

import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/react';
import type { RequestCodeResult } from '@loyalty/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useRequestCodeMutation } from '../api/request-code';
import { apiMessageOf } from '../error-keys';
import { useBusiness } from '../hooks/use-business';
import type { Captcha } from '../hooks/use-captcha';
import { useLoginErrorKey } from '../hooks/use-error-key';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';
import { checkIdentifier, type CompiledPatterns } from '../identifier';
import { messageKeys as keys } from '@loyalty/contract/constants';
import { HumanCheck } from './human-check';
import { StepLayout } from './step-layout';

export interface IdentifierStepProps {
  initialValue: string;
  captcha: Captcha;
  patterns: CompiledPatterns;
  /** Focus the field when the step appears (not on the page's first load). */
  focusOnMount: boolean;
  onSent: (sent: RequestCodeResult, typed: string) => void;
}

/** Step 1: one field for an e-mail address or a phone number; sends the code (captcha-protected). */
export function IdentifierStep({
  initialValue,
  captcha,
  patterns,
  focusOnMount,
  onSent,
}: IdentifierStepProps) {
  const { t, i18n } = useTranslation();
  const { businessName } = useBusiness();
  const [value, setValue] = useState(initialValue);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [requestCode, { isLoading }] = useRequestCodeMutation();
  const input = useFocusOnMount<HTMLInputElement>(focusOnMount);
  const loginErrorKey = useLoginErrorKey();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const check = checkIdentifier(value, patterns);
    if (!check.valid) {
      setFieldError(check.error);
      input.current?.focus();
      return;
    }
    setFieldError(null);
    try {
      const solution = await captcha.solve('login');
      const sent = await requestCode({
        identifier: check.value,
        language: i18n.language,
        captcha: solution,
      });
      onSent(sent, value);
    } catch (error) {
      const message = apiMessageOf(error) ?? (error instanceof Error ? error.message : null);
      if (message === keys.captchaInvalid) captcha.refused();
      setFormError(loginErrorKey(message));
    }
  };

  return (
    <StepLayout title={t('auth.signin.title')} intro={t('auth.signin.intro', { businessName })}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        {formError && <Alert variant="error">{t(formError)}</Alert>}
        <TextField
          ref={input}
          label={t('auth.identifier.label')}
          hint={t('auth.identifier.hint')}
          error={fieldError ? t(fieldError) : null}
          name="identifier"
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          dir="ltr"
          required
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
        {captcha.human && <HumanCheck config={captcha.human} onToken={captcha.setHumanToken} />}
        <Button type="submit" disabled={isLoading} aria-busy={isLoading || undefined} className="w-full">
          {isLoading ? t('auth.pending') : t('auth.identifier.submit')}
        </Button>
      </form>
    </StepLayout>
  );
}
