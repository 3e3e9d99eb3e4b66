import { describe, expect, it } from 'vitest';
import {
  EMAIL_PATTERN,
  PHONE_PATTERN,
  businessCreateSchema,
  businessSettingsPatchSchema,
  businessSettingsSchema,
  adminScopes,
  hostNameSchema,
  listRoutes,
  loyaltyApi,
} from './index';

describe('e-mail and phone patterns', () => {
  it.each(['a@b.co', 'first.last@shop.example.com', 'x+tag@d.io'])('accepts the e-mail %s', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(true);
  });
  it.each(['plain', 'a@b', 'a @b.co', '@b.co', 'a@.', ''])('refuses the e-mail %j', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(false);
  });
  it.each([
    '5555550100',
    '555-555-0100',
    '(555) 555-0100',
    '555.555.0100',
    '+1 555 555 0100',
    '+972 555 555 0100',
    '1-555-555-0100',
  ])('accepts the phone %s', (phone) => {
    expect(PHONE_PATTERN.test(phone)).toBe(true);
  });
  it.each(['555-0100', '+12345 555 555 0100', 'phone', '555 555 01000', ''])(
    'refuses the phone %j',
    (phone) => {
      expect(PHONE_PATTERN.test(phone)).toBe(false);
    },
  );
});

describe('business settings', () => {
  it('fills every default the portal relies on', () => {
    const settings = businessSettingsSchema.parse({});
    expect(settings).toMatchObject({
      defaultTheme: 'light',
      defaultLanguage: 'en',
      pointName: 'Point',
      creditName: 'Credit',
      dateFormat: 'dd/MM/yyyy',
      favIconUrl: null,
    });
    expect(settings.countries.filter((c) => c.defaultCountry)).toHaveLength(1);
  });

  it('refuses unknown fields and wrong types in a patch', () => {
    expect(businessSettingsPatchSchema.safeParse({ noSuchField: 1 }).success).toBe(false);
    expect(businessSettingsPatchSchema.safeParse({ defaultTheme: 'purple' }).success).toBe(false);
    expect(businessSettingsPatchSchema.safeParse({ showPointsOnNavBar: false }).success).toBe(true);
  });

  it('keeps a patch to the fields that were sent', () => {
    expect(businessSettingsPatchSchema.parse({ pointName: 'Bean' })).toEqual({ pointName: 'Bean' });
  });

  it('lower-cases host names and refuses ports or schemes', () => {
    expect(hostNameSchema.parse('Shop.Example.COM')).toBe('shop.example.com');
    expect(hostNameSchema.safeParse('shop.example.com:3000').success).toBe(false);
    expect(hostNameSchema.safeParse('https://shop.example.com').success).toBe(false);
  });

  it('requires a slug id to create a business', () => {
    expect(businessCreateSchema.safeParse({ id: 'Bad Id', name: 'x' }).success).toBe(false);
    expect(businessCreateSchema.parse({ id: 'good-id', name: 'Good' })).toMatchObject({
      hosts: [],
      settings: {},
    });
  });
});

describe('admin route scopes', () => {
  const routes = listRoutes(loyaltyApi);

  it('names, on every admin and integration route, the scope a business API key needs (or operator), and on no other route', () => {
    const scopes = new Set<string>([...adminScopes, 'operator']);
    for (const { name, route } of routes) {
      if (route.auth === 'admin' || route.auth === 'integration')
        expect(scopes.has(route.scope ?? ''), name).toBe(true);
      else expect(route.scope, name).toBeUndefined();
    }
  });

  it('keeps every business-scoped admin route under a business path, so a key can be held to its own', () => {
    for (const { name, route } of routes) {
      if (route.auth !== 'admin' || route.scope === 'operator') continue;
      expect(route.path, name).toMatch(/^\/admin\/v1\/businesses\/:businessId(\/|$)/);
    }
  });
});
