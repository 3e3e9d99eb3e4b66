'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { I18n } from './create-i18n';

/** The translator of the render tree; null outside the app's providers (the crash screen copes with that). */
export const I18nContext = createContext<{ i18n: I18n } | null>(null);

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={{ i18n }}>{children}</I18nContext.Provider>;
}

const KEYS_ONLY: I18n = {
  language: 'en',
  t: (key, options) => options?.defaultValue ?? key,
  exists: () => false,
};

/** `{ t, i18n }` for a component, as react-i18next's hook gave them; keys only outside a provider. */
export function useTranslation(): { t: I18n['t']; i18n: I18n } {
  const i18n = useContext(I18nContext)?.i18n ?? KEYS_ONLY;
  return { t: i18n.t, i18n };
}
