// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NavigationItem } from '@loyalty/contract';
import { initialChromeState } from '@/store/chrome-state';
import { resetPortalQueries, seedPortalQuery } from '@/store/portal-query';
import { renderWithProviders, testConfiguration } from '@/test-utils/render-with-providers';
import { NAVIGATION_ITEMS } from '../api/get-navigation-items';
import SideDrawer from './side-drawer';

vi.mock('next/navigation', () => ({ usePathname: () => '/member/profile' }));

afterEach(() => {
  cleanup();
  resetPortalQueries();
});

const entry = (name: string, overrides: Partial<NavigationItem> = {}): NavigationItem => ({
  id: name,
  name,
  defaultName: name,
  path: '/',
  target: '_self',
  visible: true,
  displayArea: 'SidebarMenu',
  embedInIframe: false,
  calculatedUrl: null,
  idTransformed: name.toLowerCase().replace(/\s+/g, ''),
  onlyForLoggedInUser: false,
  openInNewWindow: false,
  ...overrides,
});

const items = [
  entry('Home'),
  entry('Profile', { path: '/member/profile', displayArea: 'Both' }),
  entry('Member Offers', { path: '/view/memberoffers', embedInIframe: true, onlyForLoggedInUser: true }),
  entry('Profile Only', { displayArea: 'ProfileScreen' }),
  entry('Hidden', { visible: false }),
];

const translation = {
  'drawer.title': 'Menu',
  'drawer.navigation': 'Main menu',
  'drawer.contact.us': 'Contact us',
  'drawer.contact.guest': 'Write to us:',
  'drawer.accessibility': 'Accessibility button',
  'drawer.legal': 'Privacy and data',
  'navbar.logout': 'Logout',
  'navbar.signin': 'Sign in',
};

function renderDrawer(signedIn: boolean, onSignOut = vi.fn(), feedbackEmail?: string) {
  seedPortalQuery(NAVIGATION_ITEMS, items);
  return renderWithProviders(<SideDrawer signedIn={signedIn} onSignOut={onSignOut} />, {
    translation,
    shellState: {
      chrome: { ...initialChromeState, drawerOpen: true },
      configurations: {
        configuration: {
          ...testConfiguration,
          feedbackEmail: feedbackEmail ?? testConfiguration.feedbackEmail,
        },
        language: testConfiguration.defaultLanguage,
      },
    },
  });
}

describe('SideDrawer', () => {
  it('lists the visible sidebar entries, the current one marked, guests sent to sign-in', async () => {
    renderDrawer(false);
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    const links = [...nav.querySelectorAll('a')];
    expect(links.map((link) => link.textContent)).toEqual(['Home', 'Profile', 'Member Offers']);
    expect(links[1]!.getAttribute('aria-current')).toBe('page');
    expect(links[0]!.getAttribute('aria-current')).toBeNull();
    expect(links[2]!.getAttribute('href')).toBe('/auth/signin?callbackUrl=%2Fview%2Fmemberoffers');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth/signin');
  });

  it('toggles the accessibility widget and opens the feedback form through the shell state', async () => {
    const { shell } = renderDrawer(true);
    const state = () => shell.getState().chrome;

    fireEvent.click(await screen.findByRole('switch', { name: 'Accessibility button' }));
    expect(state().accessibilityWidgetVisible).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: /Contact us/ }));
    expect(state()).toMatchObject({ drawerOpen: false, feedbackOpen: true });
  });

  it('tells a guest where to write instead of opening the feedback form', async () => {
    const { shell } = renderDrawer(false, vi.fn(), 'hello@bean-leaf.example');
    const contact = await screen.findByRole('link', { name: /Contact us/ });
    expect(contact.getAttribute('href')).toBe('mailto:hello@bean-leaf.example');
    expect(contact.textContent).toContain('Write to us: hello@bean-leaf.example');
    fireEvent.click(contact);
    expect(shell.getState().chrome).toMatchObject({ drawerOpen: false, feedbackOpen: false });
  });

  it('opens the legal panel from the footer, closing itself', async () => {
    const onSignOut = vi.fn();
    const { shell } = renderDrawer(true, onSignOut);
    fireEvent.click(await screen.findByRole('button', { name: 'Privacy and data' }));
    expect(shell.getState().chrome).toMatchObject({ drawerOpen: false, legalPanelOpen: true });
    expect(onSignOut).not.toHaveBeenCalled();
  });

  it('signs the member out from the footer', async () => {
    const onSignOut = vi.fn();
    renderDrawer(true, onSignOut);
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });
});
