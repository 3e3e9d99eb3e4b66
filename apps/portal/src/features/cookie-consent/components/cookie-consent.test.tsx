// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_CHANGE_EVENT } from '@/lib/consent';
import { renderWithProviders } from '@/test-utils/render-with-providers';
import { consentLibrary } from '../consent-library';
import { CookieConsent } from './cookie-consent';

const place = vi.hoisted(() => ({ pathname: '/', search: '' }));
vi.mock('next/navigation', () => ({
  usePathname: () => place.pathname,
  useSearchParams: () => new URLSearchParams(place.search),
}));

const library = vi.hoisted(() => ({ acceptCategory: vi.fn(), showPreferences: vi.fn() }));
vi.mock('../consent-library', () => ({
  consentLibrary: vi.fn(async () => library),
  preloadConsentLibrary: vi.fn(async () => library),
}));

const translation = {
  'cookie.consent.title': 'We use cookies',
  'cookie.consent.description': 'Necessary cookies keep you signed in.',
  'cookie.consent.accept.all': 'Accept all',
  'cookie.consent.accept.necessary': 'Accept necessary only',
  'cookie.consent.manage': 'Choose cookies',
};

const banner = () => screen.queryByRole('region', { name: 'We use cookies' });

beforeEach(() => {
  place.pathname = '/';
  place.search = '';
  vi.mocked(consentLibrary).mockClear();
  library.acceptCategory.mockClear();
  library.showPreferences.mockClear();
});
afterEach(() => {
  cleanup();
  document.cookie = 'cc_cookie=; max-age=0; path=/';
});

describe('CookieConsent', () => {
  it('shows the banner, with its description, to a visitor who has not chosen yet', () => {
    renderWithProviders(<CookieConsent decidedAtRequest={false} />, { translation });
    expect(banner()).not.toBeNull();
    expect(banner()?.getAttribute('aria-describedby')).toBe(
      screen.getByText('Necessary cookies keep you signed in.').id,
    );
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Accept all',
      'Accept necessary only',
      'Choose cookies',
    ]);
  });

  it('shows nothing when the request carried a choice, or on pages without the banner', () => {
    document.cookie = `cc_cookie=${encodeURIComponent(JSON.stringify({ categories: ['necessary'] }))}; path=/`;
    renderWithProviders(<CookieConsent decidedAtRequest />, { translation });
    expect(banner()).toBeNull();
    cleanup();
    document.cookie = 'cc_cookie=; max-age=0; path=/';
    place.search = 'onboardingflow=register';
    renderWithProviders(<CookieConsent decidedAtRequest={false} />, { translation });
    expect(banner()).toBeNull();
    expect(consentLibrary).not.toHaveBeenCalled();
  });

  it.each([
    ['Accept all', 'all'],
    ['Accept necessary only', []],
  ] as const)(
    '“%s” records the choice through the library and hides once it is made',
    async (name, categories) => {
      renderWithProviders(<CookieConsent decidedAtRequest={false} />, { translation });
      fireEvent.click(screen.getByRole('button', { name }));
      await waitFor(() => expect(library.acceptCategory).toHaveBeenCalledWith(categories));
      expect(banner()).not.toBeNull();
      // The library writes cc_cookie and announces it.
      document.cookie = `cc_cookie=${encodeURIComponent(JSON.stringify({ categories: ['necessary'] }))}; path=/`;
      act(() => void window.dispatchEvent(new Event(CONSENT_CHANGE_EVENT)));
      expect(banner()).toBeNull();
    },
  );

  it('stays, ready for another try, when the library cannot be loaded', async () => {
    vi.mocked(consentLibrary).mockRejectedValueOnce(new Error('offline'));
    renderWithProviders(<CookieConsent decidedAtRequest={false} />, { translation });
    const accept = screen.getByRole('button', { name: 'Accept all' });
    fireEvent.click(accept);
    await waitFor(() => expect(accept).toHaveProperty('disabled', false));
    expect(banner()).not.toBeNull();
    fireEvent.click(accept);
    await waitFor(() => expect(library.acceptCategory).toHaveBeenCalledWith('all'));
  });

  it('opens the preferences for a custom choice', async () => {
    renderWithProviders(<CookieConsent decidedAtRequest={false} />, { translation });
    fireEvent.click(screen.getByRole('button', { name: 'Choose cookies' }));
    await waitFor(() => expect(library.showPreferences).toHaveBeenCalledOnce());
    expect(library.acceptCategory).not.toHaveBeenCalled();
  });

  it('accepts all silently when the query says consent was granted elsewhere', async () => {
    place.search = 'cookieConsentGrantedExternally=true';
    renderWithProviders(<CookieConsent decidedAtRequest={false} />, { translation });
    expect(banner()).toBeNull();
    await waitFor(() => expect(library.acceptCategory).toHaveBeenCalledWith('all'));
  });
});
