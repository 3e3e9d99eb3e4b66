// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Language } from '@loyalty/contract';
import { reloadPage } from '@/lib/reload-page';
import { renderWithProviders } from '@/test-utils/render-with-providers';
import { resetPortalQueries, seedPortalQuery } from '@/store/portal-query';
import { LANGUAGES } from '../api/get-languages';
import { LanguageSwitcher } from './language-switcher';

vi.mock('@/lib/reload-page', () => ({ reloadPage: vi.fn() }));

const languages: Language[] = [
  { code: 'en', name: 'English', direction: 'ltr' },
  { code: 'ar', name: 'العربية', direction: 'rtl' },
];

beforeAll(() => {
  // Radix measures the menu's anchor; jsdom has no layout engine.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  cleanup();
  resetPortalQueries();
  document.cookie = 'SelectedLanguage=; max-age=0; path=/';
});

function renderSwitcher() {
  // The list as if /api/locales/languages had answered (the BFF tests cover the endpoint itself).
  seedPortalQuery(LANGUAGES, languages);
  return renderWithProviders(<LanguageSwitcher />, {
    translation: { 'navbar.language.label': 'Language: {{language}}' },
  });
}

/** Focus the placeholder button; resolves with the Radix trigger that replaces it once the menu code loaded. */
async function focusSwitcher(): Promise<HTMLElement> {
  act(() => screen.getByRole('button', { name: 'Language: English' }).focus());
  await waitFor(() => expect(screen.getByRole('button').getAttribute('data-state')).toBe('closed'));
  return screen.getByRole('button', { name: 'Language: English' });
}

describe('LanguageSwitcher', () => {
  it('names the current language on its button, a menu button before its code has loaded', () => {
    renderSwitcher();
    const button = screen.getByRole('button', { name: 'Language: English' });
    expect([button.getAttribute('aria-haspopup'), button.getAttribute('aria-expanded')]).toEqual([
      'menu',
      'false',
    ]);
  });

  it('loads the menu on focus and keeps the focus on the button', async () => {
    renderSwitcher();
    const trigger = await focusSwitcher();
    expect(document.activeElement).toBe(trigger);
  });

  it('opens at once when clicked before the menu code has loaded', async () => {
    renderSwitcher();
    fireEvent.click(screen.getByRole('button', { name: 'Language: English' }));
    expect(await screen.findByRole('menu', { name: 'Language: English' })).toBeTruthy();
  });

  it('lists the languages as radio items, the current one checked', async () => {
    renderSwitcher();
    fireEvent.keyDown(await focusSwitcher(), { key: 'Enter' });
    const menu = await screen.findByRole('menu', { name: 'Language: English' });
    const items = await screen.findAllByRole('menuitemradio');
    expect(menu).toBeTruthy();
    expect(
      items.map((item) => [item.textContent, item.getAttribute('aria-checked'), item.getAttribute('lang')]),
    ).toEqual([
      ['English', 'true', 'en'],
      ['العربية', 'false', 'ar'],
    ]);
  });

  it('stores the chosen language in the SelectedLanguage cookie and reloads', async () => {
    renderSwitcher();
    fireEvent.keyDown(await focusSwitcher(), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('menuitemradio', { name: 'العربية' }));
    const cookie = document.cookie.split('; ').find((entry) => entry.startsWith('SelectedLanguage='));
    expect(JSON.parse(decodeURIComponent(cookie?.split('=')[1] ?? ''))).toEqual(languages[1]);
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});
