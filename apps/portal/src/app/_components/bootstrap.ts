import type { BusinessConfiguration, Language, Translation } from '@loyalty/contract';
import { BRAND_STYLE_ELEMENT_ID, brandStyleSheet } from '@/features/theme/brand-style';
import type { LocaleFormats } from '@/lib/locale-formats';
import { toBcp47 } from '@/lib/locale';
import { BOOTSTRAP_RETRY_POLICY, withRetry, type RetryOptions, type RetryPolicy } from '@/lib/retry';
import { pathOf, publicPortalPaths } from '@loyalty/contract/portal-paths/public';

/** What the shell needs before any page renders (configuration, texts, language). */
export interface BootstrapData {
  configuration: BusinessConfiguration;
  language: Language;
  translation: Translation;
  /** The language's number and relative-time formats, described by the server (absent on a client-side load). */
  formats?: LocaleFormats;
}

export class BootstrapHttpError extends Error {
  constructor(
    readonly status: number,
    url: string,
  ) {
    super(`GET ${url} answered ${status}`);
  }
}

/** 4xx answers will not change on retry; network errors and 5xx might. */
const isTransient = (error: unknown) =>
  !(error instanceof BootstrapHttpError && error.status >= 400 && error.status < 500);

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { credentials: 'include', headers: { accept: 'application/json' } });
  if (!response.ok) throw new BootstrapHttpError(response.status, url);
  return (await response.json()) as T;
}

const translationUrl = (code: string) => pathOf(publicPortalPaths.translation, { locale: code });

/**
 * The client-side fallback when the server could not preload: configuration, then the texts of the
 * requested language (the cookie's, as the server understood it) or the business default, each with
 * the retry policy. A language the business does not offer (404) falls back to
 * the business default.
 */
export async function loadBootstrap(
  requestedLanguage: Language | null,
  policy: RetryPolicy = BOOTSTRAP_RETRY_POLICY,
  options: Omit<RetryOptions, 'shouldRetry'> = {},
): Promise<BootstrapData> {
  const retry = <T>(url: string) =>
    withRetry(() => getJson<T>(url), policy, { ...options, shouldRetry: isTransient });
  const configuration = await retry<BusinessConfiguration>(publicPortalPaths.configuration);
  const language = requestedLanguage ?? configuration.defaultLanguage;
  try {
    return { configuration, language, translation: await retry<Translation>(translationUrl(language.code)) };
  } catch (error) {
    const fallback = configuration.defaultLanguage;
    if (!(error instanceof BootstrapHttpError && error.status === 404) || fallback.code === language.code)
      throw error;
    return {
      configuration,
      language: fallback,
      translation: await retry<Translation>(translationUrl(fallback.code)),
    };
  }
}

/** What the server would have rendered into <html> and <head>, applied after a client-side load. */
export function applyBootstrapToDocument(data: BootstrapData): void {
  const root = document.documentElement;
  root.lang = toBcp47(data.language.code);
  root.dir = data.language.direction;
  let style = document.getElementById(BRAND_STYLE_ELEMENT_ID);
  if (!style) {
    style = document.createElement('style');
    style.id = BRAND_STYLE_ELEMENT_ID;
    document.head.appendChild(style);
  }
  style.textContent = brandStyleSheet(data.configuration.themeStyle);
  document.title = data.configuration.businessName;
}
