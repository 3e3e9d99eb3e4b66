import { navigationItemsSchema, type NavigationItem } from '@loyalty/contract';
import { DEMO_BUSINESS_ID, NORTHWIND_BUSINESS_ID, navigationItems } from '@loyalty/db';
import { testDatabaseKinds } from '@loyalty/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, asService } from '../../test-support';
import { startTestApi, type TestApi } from '../../testing';
import { idTransformed } from './navigation.service';

describe('idTransformed', () => {
  it('lower-cases the name and removes its spaces', () => {
    expect(idTransformed('Our  Menu Today', 'Menu')).toBe('ourmenutoday');
  });

  it('uses the default name for the Wallet Pass entry', () => {
    expect(idTransformed('Wallet Pass', 'walletPass')).toBe('walletPass');
  });
});

describe.each(testDatabaseKinds())('GET /v1/navigation/items on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ databaseKind: kind });
  });
  afterAll(() => api.close());

  const itemsOf = async (businessId: string): Promise<NavigationItem[]> => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/v1/navigation/items',
      headers: asService(api, businessId),
    });
    expect(response.statusCode).toBe(200);
    return navigationItemsSchema.parse(response.json());
  };
  const byName = (items: NavigationItem[], name: string) => {
    const item = items.find((candidate) => candidate.name === name);
    if (!item) throw new Error(`no menu item ${name}`);
    return item;
  };

  it('lists only visible, active entries in position order', async () => {
    const items = await itemsOf(DEMO_BUSINESS_ID);
    // Wallet Pass is hidden and Catering inactive.
    expect(items.map((item) => item.name)).toEqual([
      'Home',
      'Profile',
      'Our Menu',
      'Member Offers',
      'Rewards',
      'Points Shop',
      'Activity',
      'Instagram',
      'Membership',
      'Visit Survey',
      'Our Shops',
    ]);
  });

  it('links an internal entry to its route', async () => {
    expect(byName(await itemsOf(DEMO_BUSINESS_ID), 'Profile')).toMatchObject({
      path: '/member/profile',
      target: '_self',
      embedInIframe: false,
      calculatedUrl: null,
      idTransformed: 'profile',
      displayArea: 'Both',
    });
  });

  it('shows an embedded entry at /view/{idTransformed}, framing its https URL', async () => {
    expect(byName(await itemsOf(DEMO_BUSINESS_ID), 'Our Menu')).toMatchObject({
      path: '/view/ourmenu',
      embedInIframe: true,
      calculatedUrl: 'https://example.com/bean-leaf/menu',
      idTransformed: 'ourmenu',
    });
  });

  it('carries the logged-in-only and new-window flags', async () => {
    const items = await itemsOf(DEMO_BUSINESS_ID);
    expect(byName(items, 'Member Offers').onlyForLoggedInUser).toBe(true);
    expect(byName(items, 'Instagram')).toMatchObject({
      openInNewWindow: true,
      target: '_blank',
      path: 'https://www.instagram.com/',
    });
  });

  it("lists only the request's business's entries", async () => {
    const items = await itemsOf(NORTHWIND_BUSINESS_ID);
    expect(items.map((item) => item.name)).toEqual([
      'Home',
      'Profile',
      'Inbox',
      'Book Club',
      'Our Blog',
      'Membership',
      'Book Club Sign-up',
      'Our Shops',
    ]);
    expect(byName(items, 'Book Club').path).toBe('/view/bookclub');
  });

  it('names a visible Wallet Pass entry by its default name', async () => {
    await api.app.inject({
      method: 'POST',
      url: '/admin/v1/businesses',
      headers: asAdmin(api),
      payload: { id: 'wallet-shop', name: 'Wallet Shop' },
    });
    await api.db.insert(navigationItems).values({
      businessId: 'wallet-shop',
      name: 'Wallet Pass',
      defaultName: 'walletPass',
      url: 'https://example.com/wallet',
      embedInIframe: true,
    });
    const [walletPass] = await itemsOf('wallet-shop');
    expect(walletPass).toMatchObject({ idTransformed: 'walletPass', path: '/view/walletPass' });
  });

  it('lists nothing for a business without a menu', async () => {
    await api.app.inject({
      method: 'POST',
      url: '/admin/v1/businesses',
      headers: asAdmin(api),
      payload: { id: 'no-menu', name: 'No Menu' },
    });
    expect(await itemsOf('no-menu')).toEqual([]);
  });
});
