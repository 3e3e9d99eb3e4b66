import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { BRAND_STYLE_ELEMENT_ID, brandStyleSheet } from '@/features/theme/brand-style';
import { isDarkScheme } from '@/features/theme/resolve-theme';
import { THEME_INIT_SCRIPT } from '@/features/theme/theme-script';
import { bellQuery, INBOX_PATH } from '@/features/inbox/bell-query';
import { chromeVisibility } from '@/lib/chrome-visibility';
import { acceptedCategories } from '@/lib/consent';
import { EARLY_SUBMIT_GUARD_SCRIPT } from '@/lib/early-submit-guard';
import { toBcp47 } from '@/lib/locale';
import { ZOD_JITLESS_SCRIPT } from '@/lib/zod-jitless';
import { getMemberSession } from '@/server/auth/member-session';
import { getPageSession } from '@/server/auth/page-session';
import { loadBellMessages } from '@/server/bell-messages';
import { getPageContext } from '@/server/page-context';
import { getPageTranslator } from '@/server/page-translator';
import { describeLocaleFormats } from '@/server/locale-formats';
import { REQUEST_PATH_HEADER } from '@/server/request-path';
import { AppPanels } from './_components/app-panels';
import { pwaIconPath } from './pwa-icon/[variant]/pwa-icon';
import { AppProviders } from './_components/app-providers';
import { PrivacyChrome } from './_components/privacy-chrome';
import { SkipLink } from './_components/skip-link';
import { TopBar } from './_components/top-bar';
import './globals.css';

const MAIN_CONTENT_ID = 'main-content';
const DEFAULT_FAVICON = '/favicon.svg';

/** Title = business name, description '{business name} - Customer Portal', its favicon. */
export async function generateMetadata(): Promise<Metadata> {
  const { configuration } = await getPageContext();
  if (!configuration) return { icons: { icon: DEFAULT_FAVICON } };
  const { businessName, favIconUrl } = configuration;
  const t = await getPageTranslator();
  return {
    title: businessName,
    description: t('meta.description', {
      businessName,
      defaultValue: '{{businessName}} - Customer Portal',
    }),
    icons: { icon: favIconUrl ?? DEFAULT_FAVICON, apple: pwaIconPath('apple-180') },
    // Installable: the business's manifest and icons (see app/manifest.webmanifest).
    manifest: '/manifest.webmanifest',
    appleWebApp: { capable: true, title: businessName },
  };
}

/** The browser's UI takes the business's primary colour. */
export async function generateViewport(): Promise<Viewport> {
  const { configuration } = await getPageContext();
  return configuration ? { themeColor: configuration.themeStyle.primaryColor } : {};
}

/** Whether a member's page at `location` (path and query) has the bell: in the navigation bar, except on the inbox. */
function showsBell(location: string | null): boolean {
  if (location === null) return true;
  const path = location.split('?')[0];
  return chromeVisibility(location).navBar && path !== INBOX_PATH;
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const { configuration, language, translation, languageFromCookie, nonce } = await getPageContext();
  const session = await getPageSession();
  const requestHeaders = await headers();
  // A signed-in member's details come with the page (the member layout asks for them anyway), and so do the
  // bell's messages where the bar shows the bell: no client request for either after hydration. A failure here
  // only means the browser asks, as before.
  const [memberDetails, bellMessages] = session
    ? await Promise.all([
        getMemberSession().then(
          (member) => member?.details ?? null,
          () => null,
        ),
        showsBell(requestHeaders.get(REQUEST_PATH_HEADER)) ? loadBellMessages(bellQuery) : null,
      ])
    : [null, null];
  const consentDecided = acceptedCategories(requestHeaders.get('cookie') ?? '').length > 0;
  const theme = configuration?.defaultTheme ?? 'light';
  const locale = toBcp47(language.code);
  const bootstrap =
    configuration && translation
      ? { configuration, language, translation, formats: describeLocaleFormats(locale) }
      : null;

  return (
    // The head script may change data-theme, class and style before hydration: that is intended.
    <html
      lang={locale}
      dir={language.direction}
      data-theme={theme}
      className={isDarkScheme(theme) ? 'dark' : undefined}
      suppressHydrationWarning
    >
      <head>
        <script
          nonce={nonce}
          dangerouslySetInnerHTML={{
            __html: ZOD_JITLESS_SCRIPT + THEME_INIT_SCRIPT + EARLY_SUBMIT_GUARD_SCRIPT,
          }}
        />
        {configuration && (
          <style
            id={BRAND_STYLE_ELEMENT_ID}
            dangerouslySetInnerHTML={{ __html: brandStyleSheet(configuration.themeStyle) }}
          />
        )}
      </head>
      <body className="min-h-dvh">
        <AppProviders
          bootstrap={bootstrap}
          session={session}
          memberDetails={memberDetails}
          bellMessages={bellMessages}
          requestedLanguage={languageFromCookie ? language : null}
          loadingLabel={translation?.['general.loading'] ?? 'Loading...'}
        >
          <SkipLink targetId={MAIN_CONTENT_ID} />
          <TopBar />
          {/* pb-24: the page's last control can scroll clear of the floating accessibility button (16 px from the
              bottom, 56 px high), which at phone widths sits over the content's end corner. */}
          <main
            id={MAIN_CONTENT_ID}
            tabIndex={-1}
            className="mx-auto w-full max-w-5xl px-4 pt-8 pb-24 outline-none"
          >
            {children}
          </main>
          <AppPanels />
          <PrivacyChrome consentDecided={consentDecided} />
        </AppProviders>
      </body>
    </html>
  );
}
