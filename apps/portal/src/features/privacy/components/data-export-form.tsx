'use client';

import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { showToast } from '@/components/ui/toast-store';
import { useRequestDataExportMutation } from '../api/request-data-export';
import { canSubmitExport, exportEmailError } from '../validate-export-email';

/** Success and failure toasts show 3 s. */
const EXPORT_TOAST_MS = 3000;

/** Portability and report: one e-mail input, prefilled from the session. */
export function DataExportForm({ defaultEmail }: { defaultEmail: string | null }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState(defaultEmail ?? '');
  const [touched, setTouched] = useState(false);
  const [requestExport, { isLoading }] = useRequestDataExportMutation();
  const errorKey = email.trim() === '' ? null : exportEmailError(email);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmitExport(email, isLoading)) return;
    const sent = await requestExport({ email: email.trim() }).then(
      (result) => Boolean(result),
      () => false,
    );
    if (sent) {
      showToast({
        title: t('registration.success.title'),
        description: t('legal-links.data-and-report.success'),
        variant: 'success',
        durationMs: EXPORT_TOAST_MS,
      });
    } else {
      showToast({
        title: t('error.general'),
        description: t('legal-links.data-and-report.error'),
        variant: 'destructive',
        durationMs: EXPORT_TOAST_MS,
      });
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">{t('legal-links.data-and-report.description')}</p>
      <TextField
        type="email"
        autoComplete="email"
        label={t('legal-links.data-and-report.email')}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        onBlur={() => setTouched(true)}
        error={touched && errorKey ? t(errorKey, { defaultValue: 'Invalid email format' }) : null}
      />
      <Button type="submit" disabled={!canSubmitExport(email, isLoading)}>
        {isLoading ? t('legal-links.data-and-report.sending') : t('legal-links.data-and-report.submit')}
      </Button>
    </form>
  );
}
