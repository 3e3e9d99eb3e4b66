'use client';

import { useEffect } from 'react';
import { GENERAL_ERROR_KEY } from '@loyalty/contract/constants';
import { showToast } from '@/components/ui/toast-store';
import { useTranslation } from '@/i18n/react';
import { onApiError } from '@/store/api-error-notice';

/**
 * Shows the app-wide notification of a failed portal call: titled "Error", with the answer's message when it has
 * a text, else the status text, else the general error text.
 */
export function ApiErrorNotification() {
  const { t, i18n } = useTranslation();
  useEffect(
    () =>
      onApiError(({ message, statusText }) => {
        const description =
          message && i18n.exists(message) ? t(message) : (statusText ?? t(GENERAL_ERROR_KEY));
        showToast({ title: t('error.general'), description, variant: 'destructive' });
      }),
    [t, i18n],
  );
  return null;
}
