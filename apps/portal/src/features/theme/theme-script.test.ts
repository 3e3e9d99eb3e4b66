// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { resolveTheme } from './resolve-theme';
import { THEME_INIT_SCRIPT } from './theme-script';

/** Runs the head script the way the browser does: with the server's data-theme, storage and URL. */
function runScript(setup: {
  serverTheme: 'light' | 'dark';
  theme?: string;
  currentTheme?: string;
  query?: string;
}) {
  const root = document.documentElement;
  root.setAttribute('data-theme', setup.serverTheme);
  root.className = setup.serverTheme === 'dark' ? 'dark' : '';
  localStorage.clear();
  if (setup.theme) localStorage.setItem('theme', setup.theme);
  if (setup.currentTheme) localStorage.setItem('currentTheme', setup.currentTheme);
  window.history.replaceState(null, '', setup.query ? `/?theme=${setup.query}` : '/');
  // Same as a classic <script> element: global scope, no module wrapper.
  new Function(THEME_INIT_SCRIPT)();
  return { theme: root.getAttribute('data-theme'), dark: root.classList.contains('dark') };
}

afterEach(() => localStorage.clear());

describe('THEME_INIT_SCRIPT', () => {
  const cases = [
    { serverTheme: 'light' },
    { serverTheme: 'dark' },
    { serverTheme: 'dark', theme: 'light' },
    { serverTheme: 'light', theme: 'dark' },
    { serverTheme: 'light', theme: 'dark', currentTheme: 'highContrast' },
    { serverTheme: 'light', theme: 'light', query: 'dark' },
    { serverTheme: 'dark', query: 'highContrast' },
    { serverTheme: 'dark', theme: 'purple', currentTheme: 'nope', query: 'bogus' },
  ] as const;

  it.each(cases)('agrees with resolveTheme for %o', (setup) => {
    const expected = resolveTheme({
      defaultTheme: setup.serverTheme,
      stored: 'theme' in setup ? setup.theme : null,
      storedCurrent: 'currentTheme' in setup ? setup.currentTheme : null,
      query: 'query' in setup ? setup.query : null,
    }).current;
    expect(runScript(setup)).toEqual({ theme: expected, dark: expected !== 'light' });
  });
});
