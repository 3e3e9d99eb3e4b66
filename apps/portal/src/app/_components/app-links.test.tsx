// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const router = { push: vi.fn(), prefetch: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router }));

const { AppLinks } = await import('./app-links');

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderLinks(links: React.ReactNode) {
  return render(
    <>
      <AppLinks />
      {links}
    </>,
  );
}

describe('AppLinks', () => {
  it('opens a plain click on a link to a page with the app router, instead of loading the page again', () => {
    renderLinks(<a href="/member/inbox">Inbox</a>);
    const click = fireEvent.click(screen.getByRole('link', { name: 'Inbox' }));
    expect(click).toBe(false); // the browser's own navigation was prevented
    expect(router.push).toHaveBeenCalledWith('/member/inbox');
  });

  it('leaves a click a screen handled, a new-tab click and a BFF link to the browser', () => {
    renderLinks(
      <>
        <a href="/member/shop" onClick={(event) => event.preventDefault()}>
          Handled
        </a>
        <a href="/member/shop">Shop</a>
        <a href="/api/privacy/export/abc">Export</a>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Handled' }));
    fireEvent.click(screen.getByRole('link', { name: 'Shop' }), { ctrlKey: true });
    expect(fireEvent.click(screen.getByRole('link', { name: 'Export' }))).toBe(true);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('prefetches a page once when the pointer rests on its link, a finger touches it or it gets focus', () => {
    renderLinks(
      <>
        <a href="/member/rewards">Rewards</a>
        <a href="/member/activity?page=2">Activity</a>
        <a href="https://example.com/">Elsewhere</a>
      </>,
    );
    fireEvent.mouseOver(screen.getByRole('link', { name: 'Rewards' }));
    fireEvent.mouseOver(screen.getByRole('link', { name: 'Rewards' }));
    fireEvent.focusIn(screen.getByRole('link', { name: 'Activity' }));
    fireEvent.touchStart(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(router.prefetch.mock.calls).toEqual([['/member/rewards'], ['/member/activity?page=2']]);
  });

  it('stops listening when it is removed', () => {
    const { unmount } = renderLinks(null);
    unmount();
    document.body.innerHTML = '<a href="/member/inbox">Inbox</a>';
    fireEvent.click(document.querySelector('a')!);
    expect(router.push).not.toHaveBeenCalled();
  });
});
