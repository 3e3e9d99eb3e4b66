import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nProvider } from '@/i18n/react';
import {
  businessConfigurationSchema,
  type Language,
  type MemberDetails,
  type MemberMessage,
  type Translation,
} from '@loyalty/contract';
import { createI18n } from '@/i18n/create-i18n';
import { MemberStoreHolderContext, ServerBellMessagesContext } from '@/store/member-store-holder';
import { createMemberStore, MemberStoreProvider } from '@/store/member-store-provider';
import { createShellStore, ShellStoreProvider, type ShellState } from '@/store/shell-store';

/** A business configuration with the contract's defaults, for component tests. */
export const testConfiguration = businessConfigurationSchema.parse({
  businessId: 'bean-leaf',
  businessName: 'Bean & Leaf Café',
  defaultLanguage: { code: 'en', name: 'English', direction: 'ltr' },
  menu: [],
});

interface ProviderOptions {
  translation?: Translation;
  language?: Language;
  shellState?: Partial<ShellState>;
  /** The member details the root layout hands the member store (none by default). */
  memberDetails?: MemberDetails | null;
  /** The bell's messages the root layout hands the member store (none by default). */
  bellMessages?: MemberMessage[] | null;
}

/**
 * A component inside the providers the app shell gives every page (shell store, i18n) and a member store, as a
 * member screen has; new stores on each call (a server render's, then the browser's).
 */
export function withProviders(ui: ReactElement, options: ProviderOptions = {}) {
  const language = options.language ?? testConfiguration.defaultLanguage;
  const shell = createShellStore({
    configurations: { configuration: testConfiguration, language },
    theme: { current: 'light', saved: 'light' },
    ...options.shellState,
  });
  const memberDetails = options.memberDetails ?? null;
  const store = createMemberStore(memberDetails);
  const i18n = createI18n(language.code, options.translation ?? {});
  const tree = (
    <ShellStoreProvider store={shell}>
      <MemberStoreHolderContext.Provider value={{ store, memberDetails }}>
        <ServerBellMessagesContext.Provider value={options.bellMessages ?? null}>
          <I18nProvider i18n={i18n}>
            <MemberStoreProvider>{ui}</MemberStoreProvider>
          </I18nProvider>
        </ServerBellMessagesContext.Provider>
      </MemberStoreHolderContext.Provider>
    </ShellStoreProvider>
  );
  return { tree, store, shell };
}

/** Renders a component inside the providers (`withProviders`). */
export function renderWithProviders(ui: ReactElement, options: ProviderOptions = {}) {
  const { tree, store, shell } = withProviders(ui, options);
  return { ...render(tree), store, shell };
}
