import 'server-only';
import { randomUUID } from 'node:crypto';
import { cache } from 'react';
import { cookies, headers } from 'next/headers';
import {
  DEFAULT_LOCALE,
  REQUEST_ID_HEADER,
  loyaltyApi,
  type BusinessConfiguration,
  type Language,
  type Translation,
} from '@loyalty/contract';
import { parseLanguageCookie } from '@/i18n/parse-language-cookie';
import { SELECTED_LANGUAGE_COOKIE } from '@/i18n/language-cookie';
import { selectLanguage } from '@/i18n/select-language';
import { createServerCaller, LoyaltyApiError, type ServerCaller } from './loyalty-client';
import { rootLogger, type Logger } from './logger';
import { resolveBusinessId, tenantHintsFrom } from './tenant';
import { NONCE_HEADER } from './security-headers';

/**
 * What every page needs before it renders, resolved once per request (React cache) for the root layout,
 * generateMetadata and pages alike: the business, its configuration, the member's language and texts.
 * Each step degrades instead of failing the page: with a null configuration or translation the client
 * shell shows its spinner and loads them itself (with retries).
 */
export interface PageContext {
  businessId: string | null;
  configuration: BusinessConfiguration | null;
  /** The member's language, with its direction (dir="rtl" for ar, he, fa, ur). */
  language: Language;
  translation: Translation | null;
  /** Whether `language` is the member's choice (cookie) rather than the business default. */
  languageFromCookie: boolean;
  /** The CSP nonce of this response (src/proxy.ts), for the inline theme script. */
  nonce: string | undefined;
}

async function safely<T>(log: Logger, what: string, load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    log.error({ err: error }, `page preload failed: ${what}`);
    return null;
  }
}

/**
 * The texts of the first language that exists: the selected one, else the business default, else `en`.
 * Only "not found" moves on (a cookie naming a language the business dropped); other failures are
 * left to the client's retries.
 */
async function loadTranslation(api: ServerCaller, candidates: string[], log: Logger) {
  for (const code of new Set(candidates)) {
    try {
      const translation = await api.call(loyaltyApi.locales.translation, { params: { locale: code } });
      return translation ? { code, translation } : null;
    } catch (error) {
      if (error instanceof LoyaltyApiError && error.status === 404) continue;
      log.error({ err: error, locale: code }, 'page preload failed: translation');
      return null;
    }
  }
  return null;
}

export const getPageContext = cache(async (): Promise<PageContext> => {
  const requestHeaders = await headers();
  const cookieStore = await cookies();
  const requestId = requestHeaders.get(REQUEST_ID_HEADER) ?? randomUUID();
  const log = rootLogger().child({ requestId, path: 'page' });

  const businessId = await safely(log, 'business', () =>
    resolveBusinessId(tenantHintsFrom(requestHeaders, requestId)),
  );
  const api = createServerCaller({ businessId, requestId, log });
  const configuration = businessId
    ? await safely(log, 'configuration', () => api.call(loyaltyApi.configuration.get))
    : null;

  const rawCookie = cookieStore.get(SELECTED_LANGUAGE_COOKIE)?.value;
  const cookie = parseLanguageCookie(rawCookie);
  if (cookie.malformed)
    log.warn({ cookie: SELECTED_LANGUAGE_COOKIE, value: rawCookie }, 'language cookie is not valid JSON');

  let language = selectLanguage(cookie.language, configuration);
  let translation: Translation | null = null;
  if (businessId) {
    const candidates = [language.code, configuration?.defaultLanguage.code ?? DEFAULT_LOCALE, DEFAULT_LOCALE];
    const loaded = await loadTranslation(api, candidates, log);
    if (loaded && loaded.code !== language.code) {
      const isBusinessDefault = loaded.code === configuration?.defaultLanguage.code;
      language = selectLanguage(isBusinessDefault ? null : { code: loaded.code }, configuration);
    }
    translation = loaded?.translation ?? null;
  }

  return {
    businessId,
    configuration,
    language,
    translation,
    languageFromCookie: cookie.language !== null && language.code === cookie.language.code,
    nonce: requestHeaders.get(NONCE_HEADER) ?? undefined,
  };
});
