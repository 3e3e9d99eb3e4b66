// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test-utils/render-with-providers';
import { ThemeSync } from './theme-sync';
import { ThemeToggle } from './theme-toggle';

beforeEach(() => {
  localStorage.clear();
  document.documentElement.setAttribute('data-theme', 'light');
  document.documentElement.className = '';
});
afterEach(cleanup);

const shell = (
  <>
    <ThemeSync />
    <ThemeToggle />
  </>
);

describe('ThemeToggle', () => {
  it('is a named toggle button that switches light and dark, on the page and in storage', () => {
    renderWithProviders(shell, { translation: { 'navbar.theme.dark': 'Dark mode' } });
    const toggle = screen.getByRole('button', { name: 'Dark mode' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect([localStorage.getItem('theme'), localStorage.getItem('currentTheme')]).toEqual(['dark', 'dark']);

    fireEvent.click(toggle);
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  it('starts from the stored theme (as the head script applied it)', () => {
    localStorage.setItem('theme', 'dark');
    document.documentElement.setAttribute('data-theme', 'dark');
    renderWithProviders(shell);
    expect(screen.getByRole('button').getAttribute('aria-pressed')).toBe('true');
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
  });
});
