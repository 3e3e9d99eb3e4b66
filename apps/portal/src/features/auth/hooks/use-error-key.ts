'use client';

import { useCallback } from 'react';
import { useTranslation } from '@/i18n/react';
import { loginErrorKey } from '../error-keys';

/** loginErrorKey with the page's texts: a key without a text falls back to general.error. */
export function useLoginErrorKey(): (message: string | null | undefined) => string {
  const { i18n } = useTranslation();
  return useCallback((message) => loginErrorKey(message, (key) => i18n.exists(key)), [i18n]);
}
