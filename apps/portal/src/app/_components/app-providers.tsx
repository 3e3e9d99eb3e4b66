'use client';

import type { Session } from 'next-auth';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { I18nProvider } from '@/i18n/react';
import type { Language, MemberDetails, MemberMessage } from '@loyalty/contract';
import { Spinner } from '@/components/ui/spinner';
import { MemberSessionProvider } from '@/features/auth/components/member-session-provider';
import { hasTemporaryToken } from '@/features/auth/temporary-token';
import { ApiErrorNotification } from './api-error-notification';
import { ThemeSync } from '@/features/theme/components/theme-sync';
import { createI18n } from '@/i18n/create-i18n';
import { storeDirection } from '@/lib/direction-storage';
import { rememberLocaleFormats } from '@/lib/locale-formats';
import {
  MemberStoreHolderContext,
  ServerBellMessagesContext,
  type MemberStoreHolder,
} from '@/store/member-store-holder';
import { createShellStore, ShellStoreProvider, useShellState } from '@/store/shell-store';
import type { BootstrapData } from './bootstrap';
import { CrashScreen } from './crash-screen';
import { AppLinks } from './app-links';
import { RouteProgress } from './route-progress';
import { useAppSearchParams } from '@/lib/app-location';

export interface AppProvidersProps {
  /** Preloaded by the server; null when that failed and the client must load it. */
  bootstrap: BootstrapData | null;
  /** The member's session as the server decoded it (null for guests). */
  session: Session | null;
  /** The signed-in member's details as the server fetched them, put in the cache before the first render. */
  memberDetails?: MemberDetails | null;
  /** The bell's messages as the server fetched them (null where the page has no bell or the call failed). */
  bellMessages?: MemberMessage[] | null;
  /** The member's chosen language (cookie) for a client-side load; null means the business default. */
  requestedLanguage: Language | null;
  /** 'Loading...', translated when the server had the texts. */
  loadingLabel: string;
  children: ReactNode;
}

/**
 * The client shell: the shell store (and a holder for the member store) and the translator, created once per tab
 * from server-preloaded data, so the first paint is translated and themed. Until that data exists the spinner
 * shows.
 */
export function AppProviders({
  bootstrap,
  session,
  memberDetails = null,
  bellMessages = null,
  requestedLanguage,
  loadingLabel,
  children,
}: AppProvidersProps) {
  const [data, setData] = useState(bootstrap);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (data) return;
    let cancelled = false;
    // Only when the server could not preload it (rare): its code is not in every page's first download.
    import('./bootstrap')
      .then(async ({ applyBootstrapToDocument, loadBootstrap }) => ({
        loaded: await loadBootstrap(requestedLanguage),
        apply: applyBootstrapToDocument,
      }))
      .then(
        ({ loaded, apply }) => {
          if (cancelled) return;
          apply(loaded);
          setData(loaded);
        },
        () => {
          if (!cancelled) setFailed(true);
        },
      );
    return () => {
      cancelled = true;
    };
  }, [data, requestedLanguage]);

  if (failed) return <CrashScreen />;
  if (!data) return <Spinner label={loadingLabel} />;
  return (
    <ReadyProviders data={data} session={session} memberDetails={memberDetails} bellMessages={bellMessages}>
      {children}
    </ReadyProviders>
  );
}

function ReadyProviders({
  data,
  session,
  memberDetails,
  bellMessages,
  children,
}: {
  data: BootstrapData;
  session: Session | null;
  memberDetails: MemberDetails | null;
  bellMessages: MemberMessage[] | null;
  children: ReactNode;
}) {
  const [shell] = useState(() =>
    createShellStore({
      configurations: { configuration: data.configuration, language: data.language },
      // The business default until ThemeSync reads what the head script applied.
      theme: { current: data.configuration.defaultTheme, saved: data.configuration.defaultTheme },
    }),
  );
  // The member store is created by the first member screen (see MemberStoreHolder): public pages carry no Redux.
  const [memberStore] = useState<MemberStoreHolder>(() => ({ store: null, memberDetails }));
  const [i18n] = useState(() => createI18n(data.language.code, data.translation));
  // Idempotent: the format functions then need no Intl for this language (lib/locale-formats.ts).
  if (data.formats) rememberLocaleFormats(data.formats);

  return (
    <ShellStoreProvider store={shell}>
      <MemberStoreHolderContext.Provider value={memberStore}>
        <ServerBellMessagesContext.Provider value={bellMessages}>
          <I18nProvider i18n={i18n}>
            <MemberSessionProvider session={session}>
              <ThemeSync />
              <DirectionSync />
              <ApiErrorNotification />
              <AppLinks />
              <Suspense fallback={null}>
                <RouteProgress />
                <TemporaryTokenLink />
              </Suspense>
              {children}
            </MemberSessionProvider>
          </I18nProvider>
        </ServerBellMessagesContext.Provider>
      </MemberStoreHolderContext.Provider>
    </ShellStoreProvider>
  );
}

const TemporaryTokenSignIn = lazy(() =>
  import('@/features/auth/components/temporary-token-sign-in').then((module) => ({
    default: module.TemporaryTokenSignIn,
  })),
);

/**
 * A `temporarytoken` link's sign-in, loaded only on a page opened with one (few visits are): once seen, it stays
 * mounted while it takes the token out of the address and signs the member in.
 */
function TemporaryTokenLink() {
  const search = useAppSearchParams().toString();
  const [seen, setSeen] = useState(false);
  if (!seen && hasTemporaryToken(search)) setSeen(true);
  return seen ? <TemporaryTokenSignIn /> : null;
}

/** Keeps the language's direction in local storage (`direction`), where the portal stores it. */
function DirectionSync() {
  const direction = useShellState((state) => state.configurations.language.direction);
  useEffect(() => storeDirection(direction), [direction]);
  return null;
}
