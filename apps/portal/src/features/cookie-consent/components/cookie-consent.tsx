'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/i18n/react';
import { chromeVisibility } from '@/lib/chrome-visibility';
import { onFirstInteraction } from '@/lib/first-interaction';
import { acceptedCategories, consentGrantedExternally, onConsentChange } from '@/lib/consent';
import type { ConsentLibrary, ConsentTexts } from '../consent-library';
import { useAppPathname, useAppSearchParams } from '@/lib/app-location';
import { useRootHeight } from '@/lib/root-length';

// The library's configuration loads with the library itself: when the page is idle, or on the first choice.
const consentModule = () => import('../consent-library');
const consentLibrary = (
  texts: ConsentTexts,
  language: { code: string; rtl: boolean },
): Promise<ConsentLibrary> => consentModule().then((module) => module.consentLibrary(texts, language));

export interface CookieConsentProps {
  /** Whether the request already carried a choice (`cc_cookie`), so the server renders the banner or not. */
  decidedAtRequest: boolean;
}

/**
 * The cookie-consent banner: accept all, accept necessary only, or choose.
 *
 * The banner itself is ours and server-rendered, so a first visit paints it with the page: as a library widget
 * mounted after hydration it arrived seconds later on a phone and was the page's largest paint (in
 * Lighthouse's mobile runs). vanilla-cookieconsent still keeps the record (`cc_cookie`, 182 days) and shows the
 * preferences; it loads on the first choice, or silently when the query says consent was granted elsewhere.
 */
/** The banner floats this far above the bottom edge (`bottom-2`, `sm:bottom-4`): the larger one. */
const BANNER_MARGIN_PX = 16;

export function CookieConsent({ decidedAtRequest }: CookieConsentProps) {
  const { t, i18n } = useTranslation();
  const pathname = useAppPathname();
  const search = useAppSearchParams().toString();
  const [decided, setDecided] = useState(decidedAtRequest);
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const descriptionId = useId();
  const banner = useRef<HTMLElement>(null);

  // Another tab, the preferences or an external grant may decide meanwhile.
  useEffect(() => {
    const read = () => setDecided(acceptedCategories(document.cookie).length > 0);
    read();
    return onConsentChange(read);
  }, []);

  const texts = (): ConsentTexts => ({
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
  });
  const language = () => ({ code: i18n.language, rtl: document.documentElement.dir === 'rtl' });

  const granted = consentGrantedExternally(search);
  useEffect(() => {
    if (!granted || acceptedCategories(document.cookie).includes('analytics')) return;
    void consentLibrary(texts(), language()).then((library) => library.acceptCategory('all'));
    // texts and language are read once, when the grant is seen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [granted]);

  const location = `${pathname}${search ? `?${search}` : ''}`;
  const visible = !decided && !granted && chromeVisibility(location).cookieBanner;

  // At the member's first interaction (the pointer going down on a button, a key), fetch the library a choice
  // will need, so that the click finds it on its way. Not at idle: its styles restyle the whole page and its
  // start-up is a long task on a slow phone, for a visitor who may only read.
  useEffect(() => {
    if (!visible) return;
    return onFirstInteraction(
      () =>
        void consentModule()
          .then((module) => module.preloadConsentLibrary())
          .catch(() => undefined),
    );
  }, [visible]);

  // The banner's height, for globals.css: the page scrolls what gets focus above it, and the floating
  // accessibility button stays clear of it.
  useRootHeight(banner, '--cookie-banner-height', visible, BANNER_MARGIN_PX);

  if (!visible) return null;

  const choose = async (choice: 'all' | 'necessary' | 'preferences') => {
    setBusy(true);
    try {
      const library = await consentLibrary(texts(), language());
      if (choice === 'preferences') library.showPreferences();
      else library.acceptCategory(choice === 'all' ? 'all' : []);
    } catch {
      // The library did not load (offline): the banner stays, and the choice can be made again.
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      ref={banner}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      data-testid="cookie-banner"
      className="fixed inset-x-2 bottom-2 z-40 rounded-2xl border border-border bg-surface p-5 text-foreground shadow-lg sm:inset-x-auto sm:start-4 sm:bottom-4 sm:max-w-sm"
    >
      <h2 id={titleId} className="text-base font-semibold">
        {t('cookie.consent.title')}
      </h2>
      <p id={descriptionId} className="mt-2 text-sm text-muted-foreground">
        {t('cookie.consent.description')}
      </p>
      <div className="mt-4 grid gap-2 sm:grid-cols-2">
        <Button disabled={busy} onClick={() => void choose('all')}>
          {t('cookie.consent.accept.all')}
        </Button>
        <Button disabled={busy} onClick={() => void choose('necessary')}>
          {t('cookie.consent.accept.necessary')}
        </Button>
        <Button
          variant="outline"
          className="sm:col-span-2"
          disabled={busy}
          onClick={() => void choose('preferences')}
        >
          {t('cookie.consent.manage')}
        </Button>
      </div>
    </section>
  );
}
