'use client';

import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';
import { messageKeys as keys } from '@loyalty/contract/constants';
import { ConsentField } from './consent-field';
import { StepLayout } from './step-layout';

export interface ConsentStepProps {
  /** Signs in with the consent provider; answers an error key when that failed. */
  onConsented: () => Promise<string | null>;
  /** When given, the member may also decline (a sign-in link): they then stay signed out. */
  onDeclined?: () => void;
}

/** Step 3 for a member who has not consented yet (e.g. imported): consent, then sign-in. */
export function ConsentStep({ onConsented, onDeclined }: ConsentStepProps) {
  const { t } = useTranslation();
  const [consent, setConsent] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useFocusOnMount<HTMLHeadingElement>(true);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    if (!consent) {
      setFieldError(keys.consentRequired);
      event.currentTarget.querySelector<HTMLInputElement>('[name="consent"]')?.focus();
      return;
    }
    setFieldError(null);
    setBusy(true);
    try {
      const error = await onConsented();
      if (error) setFormError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <StepLayout title={t('auth.consent.title')} intro={t('auth.consent.intro')} headingRef={heading}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        {formError && <Alert variant="error">{t(formError)}</Alert>}
        <ConsentField checked={consent} onChange={setConsent} error={fieldError ? t(fieldError) : null} />
        <Button type="submit" disabled={busy} aria-busy={busy || undefined} className="w-full">
          {busy ? t('auth.pending') : t('auth.consent.submit')}
        </Button>
        {onDeclined && (
          <Button type="button" variant="outline" disabled={busy} onClick={onDeclined} className="w-full">
            {t('auth.consent.decline')}
          </Button>
        )}
      </form>
    </StepLayout>
  );
}
