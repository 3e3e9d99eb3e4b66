import {
  businessConfigurationSchema,
  businessSettingsSchema,
  type BusinessConfiguration,
} from '@loyalty/contract';
import { DEMO_BUSINESS_ID, DEMO_BUSINESS_NAME, NORTHWIND_BUSINESS_ID } from '@loyalty/db';
import { testDatabaseKinds } from '@loyalty/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, asService } from '../../test-support';
import { startTestApi, type TestApi } from '../../testing';

describe.each(testDatabaseKinds())('GET /v1/configuration on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ databaseKind: kind });
  });
  afterAll(() => api.close());

  const configurationOf = async (businessId: string): Promise<BusinessConfiguration> => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/v1/configuration',
      headers: asService(api, businessId),
    });
    expect(response.statusCode).toBe(200);
    // strict(): every field the contract names, and nothing else.
    return businessConfigurationSchema.strict().parse(response.json());
  };

  it('describes the demo café: name, theme, favicon, languages, wallet and legal links', async () => {
    const configuration = await configurationOf(DEMO_BUSINESS_ID);
    expect(configuration).toMatchObject({
      businessId: DEMO_BUSINESS_ID,
      businessName: DEMO_BUSINESS_NAME,
      defaultTheme: 'light',
      defaultLanguage: { code: 'en', name: 'English', direction: 'ltr' },
      businessWallet: 'points-and-credit',
      pointName: 'Bean',
      pointsNamePlural: 'Beans',
      feedbackEmail: 'hello@bean-leaf.example.com',
    });
    expect(configuration.favIconUrl).toMatch(/^data:image\/svg\+xml,/);
    expect(configuration.legalLinks.privacyPolicyUrl).toMatch(/^https:\/\//);
    expect(configuration.countries.map((country) => country.code)).toEqual(['US']);
  });

  it('derives the menu from every navigation entry, inactive ones included, in position order', async () => {
    const { menu } = await configurationOf(DEMO_BUSINESS_ID);
    expect(menu.map((entry) => entry.name)).toEqual([
      'Home',
      'Profile',
      'Our Menu',
      'Member Offers',
      'Rewards',
      'Points Shop',
      'Activity',
      'Instagram',
      'Wallet Pass',
      'Catering',
      'Membership',
      'Visit Survey',
      'Our Shops',
    ]);
    expect(menu.find((entry) => entry.name === 'Wallet Pass')).toEqual({
      name: 'Wallet Pass',
      defaultName: 'walletPass',
      isActive: true,
      onlyForLoggedInUser: true,
      openInNewWindow: false,
    });
    expect(menu.find((entry) => entry.name === 'Catering')?.isActive).toBe(false);
    expect(menu.find((entry) => entry.name === 'Instagram')?.openInNewWindow).toBe(true);
  });

  it('differs for the second business: dark theme, Hebrew right to left, its own Wallet Pass entry', async () => {
    const configuration = await configurationOf(NORTHWIND_BUSINESS_ID);
    const beanLeaf = await configurationOf(DEMO_BUSINESS_ID);
    expect(configuration.businessName).toBe('Northwind Books');
    expect(configuration.defaultTheme).toBe('dark');
    expect(configuration.defaultLanguage).toEqual({ code: 'he', name: 'עברית', direction: 'rtl' });
    expect(configuration.themeStyle).not.toEqual(beanLeaf.themeStyle);
    expect(configuration.favIconUrl).not.toBe(beanLeaf.favIconUrl);
    expect(configuration.menu.find((entry) => entry.name === 'Wallet Pass')).toMatchObject({
      defaultName: 'walletPass',
      isActive: true,
    });
    expect(configuration.countries.find((country) => country.defaultCountry)?.code).toBe('IL');
  });

  it('gives a business created with only a name every default of the contract', async () => {
    const created = await api.app.inject({
      method: 'POST',
      url: '/admin/v1/businesses',
      headers: asAdmin(api),
      payload: { id: 'bare-minimum', name: 'Bare Minimum' },
    });
    expect(created.statusCode).toBe(201);

    const configuration = await configurationOf('bare-minimum');
    const { defaultLanguage, ...defaults } = businessSettingsSchema.parse({});
    expect(configuration).toEqual({
      ...defaults,
      businessId: 'bare-minimum',
      businessName: 'Bare Minimum',
      defaultLanguage: { code: defaultLanguage, name: 'English', direction: 'ltr' },
      menu: [],
    });
  });
});
