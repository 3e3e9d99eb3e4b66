// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test-utils/render-with-providers';
import { RouteProgress, trickle } from './route-progress';

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

  it('draws a bar, hidden from assistive technology, that fills and fades once the page changed', () => {
    vi.useFakeTimers();
    try {
      route.pathname = '/member/profile';
      window.history.pushState({}, '', '/member/profile');
      // Re-rendered in place (the providers kept), as a route change re-renders the layout's bar.
      let rerender = () => undefined as void;
      function Page() {
        const [, setCount] = useState(0);
        rerender = () => setCount((count) => count + 1);
        return (
          <>
            <a href="/member/shop">Shop</a>
            <RouteProgress />
          </>
        );
      }
      renderWithProviders(<Page />, { translation: { 'general.loading': 'Loading...' } });
      expect(document.querySelector('#nprogress')).toBeNull();
      const link = screen.getByRole('link', { name: 'Shop' });
      link.addEventListener('click', (event) => event.preventDefault());
      fireEvent.click(link);
      const bar = () => document.querySelector<HTMLElement>('#nprogress .bar');
      expect(document.querySelector('#nprogress')?.getAttribute('aria-hidden')).toBe('true');
      expect(bar()?.style.transform).toBe('translate3d(-92%, 0, 0)');
      act(() => vi.advanceTimersByTime(800));
      expect(bar()?.style.transform).toBe('translate3d(-82%, 0, 0)');

      route.pathname = '/member/shop';
      act(() => rerender());
      expect(bar()?.style.transform).toBe('translate3d(0%, 0, 0)');
      expect(bar()?.style.opacity).toBe('0');
      act(() => vi.advanceTimersByTime(400));
      expect(document.querySelector('#nprogress')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('creeps on in ever smaller steps and never reaches the end', () => {
    let progress = 0.08;
    const steps: number[] = [];
    for (let i = 0; i < 200; i += 1) {
      const next = trickle(progress);
      steps.push(next - progress);
      progress = next;
    }
    expect(progress).toBeLessThan(1);
    expect(progress).toBeGreaterThan(0.99);
    for (let i = 1; i < steps.length; i += 1) expect(steps[i]).toBeLessThanOrEqual(steps[i - 1]! + 1e-12);
  });
});
