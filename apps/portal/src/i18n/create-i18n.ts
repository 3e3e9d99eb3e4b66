import i18next, { type i18n as I18n } from 'i18next';
import type { Translation } from '@loyalty/contract';

/** SPEC.md section 1: the translation fallback locale. */
export const FALLBACK_LANGUAGE = 'en_US';

/**
 * An i18next instance with the member's texts inline: initialised synchronously, so the server render
 * and the first client paint are already translated. One instance per render tree, never a global one
 * shared by concurrent server requests. The API already merges en_US under every locale, so the
 * fallback language matters only for keys a business deleted.
 */
export function createI18n(languageCode: string, translation: Translation): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: languageCode,
    fallbackLng: FALLBACK_LANGUAGE,
    resources: { [languageCode]: { translation } },
    // Keys are flat and contain dots ("register.failure"), and some contain colons in texts.
    keySeparator: false,
    nsSeparator: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
