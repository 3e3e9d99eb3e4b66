import { describe, expect, it } from 'vitest';
import type { NavigationItem } from '@loyalty/contract';
import { drawerItems, drawerLink, findViewItem, isCurrentItem, profileItems } from './navigation-items';

const item = (overrides: Partial<NavigationItem>): NavigationItem => ({
  id: 'id',
  name: 'Home',
  defaultName: 'Home',
  path: '/',
  target: '_self',
  visible: true,
  displayArea: 'SidebarMenu',
  embedInIframe: false,
  calculatedUrl: null,
  idTransformed: 'home',
  onlyForLoggedInUser: false,
  openInNewWindow: false,
  ...overrides,
});

const embedded = item({
  name: 'Our Menu',
  path: '/view/ourmenu',
  embedInIframe: true,
  calculatedUrl: 'https://example.com/menu',
  idTransformed: 'ourmenu',
});

describe('drawerItems', () => {
  it('keeps visible sidebar and both entries only', () => {
    const items = [
      item({ id: 'a', displayArea: 'SidebarMenu' }),
      item({ id: 'b', displayArea: 'Both' }),
      item({ id: 'c', displayArea: 'ProfileScreen' }),
      item({ id: 'd', visible: false }),
    ];
    expect(drawerItems(items).map((entry) => entry.id)).toEqual(['a', 'b']);
  });
});

describe('profileItems', () => {
  it('keeps visible profile-screen and both entries, without those the profile shows already', () => {
    const items = [
      item({ id: 'a', displayArea: 'SidebarMenu' }),
      item({ id: 'b', displayArea: 'Both', path: '/member/shop' }),
      item({ id: 'c', displayArea: 'ProfileScreen', path: '/view/offers' }),
      item({ id: 'd', displayArea: 'ProfileScreen', visible: false }),
      item({ id: 'e', displayArea: 'Both', path: '/forms/survey' }),
    ];
    expect(profileItems(items).map((entry) => entry.id)).toEqual(['b', 'c', 'e']);
    expect(profileItems(items, ['/member/shop']).map((entry) => entry.id)).toEqual(['c', 'e']);
  });
});

describe('drawerLink', () => {
  it('sends guests to sign-in for members-only entries, back to the view page', () => {
    const rewards = item({ path: '/member/rewards', idTransformed: 'rewards', onlyForLoggedInUser: true });
    expect(drawerLink(rewards, false)).toEqual({
      href: '/auth/signin?callbackUrl=%2Fview%2Frewards',
      external: false,
      newTab: false,
    });
    expect(drawerLink(rewards, true).href).toBe('/member/rewards');
  });

  it('opens embedded entries in the portal and new-window entries in a new tab', () => {
    expect(drawerLink(embedded, false)).toEqual({ href: '/view/ourmenu', external: false, newTab: false });
    const instagram = item({ path: 'https://www.instagram.com/', openInNewWindow: true });
    expect(drawerLink(instagram, false)).toEqual({
      href: 'https://www.instagram.com/',
      external: true,
      newTab: true,
    });
    expect(drawerLink(item({ target: '_blank' }), false).newTab).toBe(true);
  });
});

describe('isCurrentItem', () => {
  it('matches the entry of the current path', () => {
    expect(isCurrentItem(item({ path: '/member/profile' }), '/member/profile')).toBe(true);
    expect(isCurrentItem(item({ path: '/member/profile' }), '/')).toBe(false);
    expect(isCurrentItem(embedded, '/view/ourmenu')).toBe(true);
    expect(isCurrentItem(item({ path: 'https://example.com/' }), '/')).toBe(false);
  });
});

describe('findViewItem', () => {
  it('finds the entry by idTransformed with its frame address', () => {
    expect(findViewItem([item({}), embedded], 'ourmenu')).toEqual({
      item: embedded,
      url: 'https://example.com/menu',
    });
    expect(findViewItem([item({ path: '/member/profile', idTransformed: 'profile' })], 'profile')?.url).toBe(
      '/member/profile',
    );
    expect(findViewItem([embedded], 'missing')).toBeNull();
  });
});
