'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/i18n/react';
import type * as CookieConsentApi from 'vanilla-cookieconsent';
import { chromeVisibility } from '@/lib/chrome-visibility';
import { acceptedCategories, consentGrantedExternally } from '@/lib/consent';
import { consentConfig, type ConsentTexts } from '../consent-config';

type CookieConsentModule = typeof CookieConsentApi;

/**
 * The cookie-consent banner (SPEC.md sections 2 and 4). Its code and styles load only when it must show (no
 * `cc_cookie` yet, page not excluded) or when the query says consent was granted elsewhere, which accepts all
 * silently: most page loads pay nothing for it. Leaving for an excluded page hides it.
 */
export function CookieConsent() {
  const { t, i18n } = useTranslation();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const search = searchParams.toString();
  const loaded = useRef<CookieConsentModule | null>(null);

  useEffect(() => {
    const location = `${pathname}${search ? `?${search}` : ''}`;
    const granted = consentGrantedExternally(search);
    const decided = acceptedCategories(document.cookie).length > 0;
    const show = chromeVisibility(location).cookieBanner && !decided;
    if (!granted && !show) {
      loaded.current?.hide();
      return;
    }
    let cancelled = false;
    const texts: ConsentTexts = {
      title: t('cookie.consent.title'),
      description: t('cookie.consent.description'),
      acceptAll: t('cookie.consent.accept.all'),
      acceptNecessary: t('cookie.consent.accept.necessary'),
      manage: t('cookie.consent.manage'),
      preferencesTitle: t('cookie.consent.preferences.title'),
      save: t('cookie.consent.save'),
      close: t('general.close'),
      necessaryTitle: t('cookie.consent.necessary.title'),
      necessaryDescription: t('cookie.consent.necessary.description'),
      analyticsTitle: t('cookie.consent.analytics.title'),
      analyticsDescription: t('cookie.consent.analytics.description'),
    };
    void (async () => {
      const [module] = await Promise.all([
        import('vanilla-cookieconsent'),
        import('vanilla-cookieconsent/dist/cookieconsent.css'),
      ]);
      // After the library's styles, so the theme tokens win.
      await import('../cookie-consent.css');
      if (cancelled) return;
      const first = loaded.current === null;
      loaded.current = module;
      const language = { code: i18n.language, rtl: document.documentElement.dir === 'rtl' };
      if (first) await module.run(consentConfig(texts, language, !granted));
      if (granted) {
        module.acceptCategory('all');
        module.hide();
      } else if (!module.validConsent()) {
        module.show();
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [pathname, search, t, i18n]);

  return null;
}
