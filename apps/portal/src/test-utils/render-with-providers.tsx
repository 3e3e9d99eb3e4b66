import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nProvider } from '@/i18n/react';
import { Provider } from 'react-redux';
import { businessConfigurationSchema, type Language, type Translation } from '@loyalty/contract';
import { createI18n } from '@/i18n/create-i18n';
import { makeStore, type RootState } from '@/store/store';

/** A business configuration with the contract's defaults, for component tests. */
export const testConfiguration = businessConfigurationSchema.parse({
  businessId: 'bean-leaf',
  businessName: 'Bean & Leaf Café',
  defaultLanguage: { code: 'en', name: 'English', direction: 'ltr' },
  menu: [],
});

/** Renders a component inside the store and i18n providers the app shell gives every page. */
export function renderWithProviders(
  ui: ReactElement,
  options: { translation?: Translation; language?: Language; preloadedState?: Partial<RootState> } = {},
) {
  const language = options.language ?? testConfiguration.defaultLanguage;
  const store = makeStore({
    configurations: { configuration: testConfiguration, language },
    ...options.preloadedState,
  });
  const i18n = createI18n(language.code, options.translation ?? {});
  const result = render(
    <Provider store={store}>
      <I18nProvider i18n={i18n}>{ui}</I18nProvider>
    </Provider>,
  );
  return { ...result, store };
}
