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
 * analytics; accept all, accept necessary (reject all) or choose in the preferences. `hideFromBots` is off: the
 * banner is a legal duty, not an ad, and end-to-end tests drive a browser that says it is automated.
 */
export function consentConfig(
  texts: ConsentTexts,
  language: { code: string; rtl: boolean },
  autoShow: boolean,
): CookieConsentConfig {
  return {
    autoShow,
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
