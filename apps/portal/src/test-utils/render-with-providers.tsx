import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nProvider } from '@/i18n/react';
import { businessConfigurationSchema, type Language, type Translation } from '@loyalty/contract';
import { createI18n } from '@/i18n/create-i18n';
import { MemberStoreHolderContext } from '@/store/member-store-holder';
import { createMemberStore, MemberStoreProvider } from '@/store/member-store-provider';
import { createShellStore, ShellStoreProvider, type ShellState } from '@/store/shell-store';

/** A business configuration with the contract's defaults, for component tests. */
export const testConfiguration = businessConfigurationSchema.parse({
  businessId: 'bean-leaf',
  businessName: 'Bean & Leaf Café',
  defaultLanguage: { code: 'en', name: 'English', direction: 'ltr' },
  menu: [],
});

/**
 * Renders a component inside the providers the app shell gives every page (shell store, i18n) and a member
 * store, as a member screen has.
 */
export function renderWithProviders(
  ui: ReactElement,
  options: {
    translation?: Translation;
    language?: Language;
    shellState?: Partial<ShellState>;
  } = {},
) {
  const language = options.language ?? testConfiguration.defaultLanguage;
  const shell = createShellStore({
    configurations: { configuration: testConfiguration, language },
    theme: { current: 'light', saved: 'light' },
    ...options.shellState,
  });
  const store = createMemberStore(null);
  const i18n = createI18n(language.code, options.translation ?? {});
  const result = render(
    <ShellStoreProvider store={shell}>
      <MemberStoreHolderContext.Provider value={{ store, memberDetails: null }}>
        <I18nProvider i18n={i18n}>
          <MemberStoreProvider>{ui}</MemberStoreProvider>
        </I18nProvider>
      </MemberStoreHolderContext.Provider>
    </ShellStoreProvider>,
  );
  return { ...result, store, shell };
}
