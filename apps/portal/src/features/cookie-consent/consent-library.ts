import type * as CookieConsentApi from 'vanilla-cookieconsent';
import type { CookieConsentConfig } from 'vanilla-cookieconsent';
import { CONSENT_CHANGE_EVENT, CONSENT_COOKIE, CONSENT_COOKIE_DAYS } from '@/lib/consent';

/** The banner's texts, translated by the caller (keys under cookie.consent.*). */
export interface ConsentTexts {
  title: string;
  description: string;
  acceptAll: string;
  acceptNecessary: string;
  manage: string;
  preferencesTitle: string;
  save: string;
  close: string;
  necessaryTitle: string;
  necessaryDescription: string;
  analyticsTitle: string;
  analyticsDescription: string;
}

const announce = () => window.dispatchEvent(new Event(CONSENT_CHANGE_EVENT));

/**
 * vanilla-cookieconsent's configuration: `cc_cookie` for 182 days, categories necessary (always on) and
 * analytics; accept all, accept necessary (reject all) or choose in the preferences. Its own banner never shows
 * (`autoShow` off): the portal renders the banner (components/cookie-consent.tsx) and asks the library for the
 * preferences and the record. `hideFromBots` is off: consent is a legal duty, and end-to-end tests drive a
 * browser that says it is automated.
 */
function consentConfig(texts: ConsentTexts, language: { code: string; rtl: boolean }): CookieConsentConfig {
  return {
    autoShow: false,
    hideFromBots: false,
    cookie: { name: CONSENT_COOKIE, expiresAfterDays: CONSENT_COOKIE_DAYS, sameSite: 'Lax' },
    guiOptions: {
      consentModal: { layout: 'box', position: 'bottom left', equalWeightButtons: true },
      preferencesModal: { layout: 'box', equalWeightButtons: true },
    },
    categories: {
      necessary: { enabled: true, readOnly: true },
      analytics: {},
    },
    onFirstConsent: announce,
    onChange: announce,
    language: {
      default: language.code,
      rtl: language.rtl ? language.code : undefined,
      translations: {
        [language.code]: {
          consentModal: {
            title: texts.title,
            description: texts.description,
            acceptAllBtn: texts.acceptAll,
            acceptNecessaryBtn: texts.acceptNecessary,
            showPreferencesBtn: texts.manage,
          },
          preferencesModal: {
            title: texts.preferencesTitle,
            acceptAllBtn: texts.acceptAll,
            acceptNecessaryBtn: texts.acceptNecessary,
            savePreferencesBtn: texts.save,
            closeIconLabel: texts.close,
            sections: [
              {
                title: texts.necessaryTitle,
                description: texts.necessaryDescription,
                linkedCategory: 'necessary',
              },
              {
                title: texts.analyticsTitle,
                description: texts.analyticsDescription,
                linkedCategory: 'analytics',
              },
            ],
          },
        },
      },
    },
  };
}

export type ConsentLibrary = typeof CookieConsentApi;

/**
 * `load` run once and its promise kept (later arguments are ignored); a failed load is forgotten, so the next
 * call tries again with its own arguments.
 */
function onceUntilFailure<A extends unknown[], T>(
  load: (...args: A) => Promise<T>,
): (...args: A) => Promise<T> {
  let pending: Promise<T> | undefined;
  return (...args) => {
    if (!pending) {
      const attempt = load(...args);
      pending = attempt;
      attempt.catch(() => {
        if (pending === attempt) pending = undefined;
      });
    }
    return pending;
  };
}

/** The library's code and styles, fetched once; nothing shows until it runs. */
export const preloadConsentLibrary = onceUntilFailure(async () => {
  const [library] = await Promise.all([
    import('vanilla-cookieconsent'),
    import('vanilla-cookieconsent/dist/cookieconsent.css'),
  ]);
  // After the library's styles, so the theme tokens win.
  await import('./cookie-consent.css');
  return library;
});

/** The library, configured once (on the first choice, or an external grant). */
export const consentLibrary = onceUntilFailure(
  async (texts: ConsentTexts, language: { code: string; rtl: boolean }): Promise<ConsentLibrary> => {
    const library = await preloadConsentLibrary();
    await library.run(consentConfig(texts, language));
    return library;
  },
);
