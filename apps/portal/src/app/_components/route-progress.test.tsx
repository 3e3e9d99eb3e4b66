// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test-utils/render-with-providers';
import { RouteProgress } from './route-progress';

const route = vi.hoisted(() => ({ pathname: '/member/profile' }));
vi.mock('next/navigation', () => ({
  usePathname: () => route.pathname,
  useSearchParams: () => new URLSearchParams(),
}));

describe('RouteProgress', () => {
  afterEach(cleanup);

  it('says "Loading" in a polite status while an internal link loads, and nothing once the page changed', () => {
    window.history.pushState({}, '', '/member/profile');
    const view = renderWithProviders(
      <>
        <a href="/member/inbox">Inbox</a>
        <RouteProgress />
      </>,
      { translation: { 'general.loading': 'Loading...' } },
    );
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('');

    const link = screen.getByRole('link', { name: 'Inbox' });
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(status.textContent).toBe('Loading...');

    route.pathname = '/member/inbox';
    act(() =>
      view.rerender(
        <>
          <a href="/member/inbox">Inbox</a>
          <RouteProgress />
        </>,
      ),
    );
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
