import { describe, expect, it } from 'vitest';
import { businessConfigurationSchema } from '@loyalty/contract';
import { configurationLoaded, configurationsSlice, initialConfigurationsState } from './store';

describe('configurations slice', () => {
  it('stores the configuration with the member language', () => {
    const configuration = businessConfigurationSchema.parse({
      businessId: 'bean-leaf',
      businessName: 'Bean & Leaf Café',
      defaultLanguage: { code: 'en', name: 'English', direction: 'ltr' },
      menu: [],
    });
    const language = { code: 'ar', name: 'العربية', direction: 'rtl' as const };
    const state = configurationsSlice.reducer(
      initialConfigurationsState,
      configurationLoaded({ configuration, language }),
    );
    expect(state.configuration?.businessName).toBe('Bean & Leaf Café');
    expect(state.language).toEqual(language);
  });
});
