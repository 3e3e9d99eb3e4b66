// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemberMessage } from '@loyalty/contract';
import { stubRelativeRequests } from '@/test-utils/relative-requests';
import { renderWithProviders, testConfiguration, withProviders } from '@/test-utils/render-with-providers';
import { hydrateServerHtml } from '@/test-utils/server-rendered';
import { memberMessageApi } from '../api/member-message';
import { ClampedText } from './clamped-text';
import { MessageItem } from './message-item';
import { NotificationBell } from './notification-bell';
import { NotificationsList } from './notifications-list';

const session = vi.hoisted(() => ({ status: 'authenticated', pathname: '/member/profile' }));
vi.mock('@/lib/member-session', () => ({
  useSession: () => ({ status: session.status, data: null }),
}));
vi.mock('next/navigation', () => ({ usePathname: () => session.pathname }));

const texts = {
  'notifications.title': 'Notifications',
  'notifications.bell.unread': 'Notifications: {{count}} unread',
  'notifications.viewAll': 'View all',
  'notifications.viewMore': 'View more',
  'notifications.viewLess': 'View less',
  'notifications.markAsRead': 'Mark as read',
  'notifications.openImage': 'Open the image of “{{title}}” in a new tab',
  'notifications.loadMore': 'Load more',
  'notifications.loading': 'Loading messages…',
  'notifications.noMessages': 'You have no messages yet.',
  'notifications.errorLoadingMessages': 'Your messages could not be loaded.',
};

const LOGIN_IMAGE = 'https://cdn.example/login.png';

function message(key: string, overrides: Partial<MemberMessage> = {}): MemberMessage {
  return {
    key,
    title: `Title ${key}`,
    content: `Content ${key}`,
    read: false,
    receiveDate: new Date(Date.now() - 5 * 60_000).toISOString(),
    params: {},
    tag: 'inbox',
    ...overrides,
  };
}

const providerOptions = {
  translation: texts,
  shellState: {
    configurations: {
      configuration: { ...testConfiguration, loginScreenImageUrl: LOGIN_IMAGE },
      language: testConfiguration.defaultLanguage,
    },
  },
};

function render(ui: React.ReactElement) {
  return renderWithProviders(ui, providerOptions);
}

type Answer = (request: Request) => Response | Promise<Response>;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Stubs fetch: `answer` decides per request; every request is recorded. */
function stubFetch(answer: Answer) {
  stubRelativeRequests();
  const requests: { method: string; url: URL; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const body = request.method === 'GET' ? undefined : await request.clone().json();
    requests.push({ method: request.method, url: new URL(request.url), body });
    return answer(request);
  });
  return requests;
}

/** A server with `total` inbox messages m1 (newest) … m{total}; an accepted mark-read is remembered. */
function inboxServer(total: number, markRead: Answer = () => json({ updated: 1 })): Answer {
  const all = Array.from({ length: total }, (_, i) => message(`m${i + 1}`));
  return async (request) => {
    if (request.method === 'PUT') {
      const { keyList } = (await request.clone().json()) as { keyList: string[] };
      const response = await markRead(request);
      if (response.ok) for (const m of all) if (keyList.includes(m.key)) m.read = true;
      return response;
    }
    const url = new URL(request.url);
    const limit = Number(url.searchParams.get('limit'));
    const offset = Number(url.searchParams.get('offset'));
    return json(all.slice(offset, offset + limit));
  };
}

beforeEach(() => {
  session.status = 'authenticated';
  session.pathname = '/member/profile';
});

afterEach(() => {
  cleanup();
  // What a hydration test put in the document.
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('MessageItem', () => {
  it('renders markup from the sender as text: no elements, no script, no unsafe URLs', () => {
    const hostile = message('x', {
      title: '<img src=x onerror="alert(1)">Hi',
      content: '<script>alert(2)</script><a href="javascript:alert(3)">click</a> javascript:alert(4)',
      params: { image: 'javascript:alert(5)' },
    });
    const { container } = render(<MessageItem message={hostile} variant="page" onMarkRead={() => {}} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('<img src=x onerror="alert(1)">Hi');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(container.textContent).toContain('<script>alert(2)</script>');
    for (const link of container.querySelectorAll('a')) expect(link.getAttribute('href')).toMatch(/^https:/);
    // The unsafe image is replaced by the business's login screen image.
    expect(container.querySelector('img')?.getAttribute('src')).toBe(LOGIN_IMAGE);
  });

  it('links web addresses in a new tab and shows the message image as a 56 px link named after the title', () => {
    const { container } = render(
      <MessageItem
        message={message('a', {
          content: 'See https://bean.example/menu today',
          params: { image: 'https://img.example/a.png' },
        })}
        variant="page"
        onMarkRead={() => {}}
      />,
    );
    const link = screen.getByRole('link', { name: 'https://bean.example/menu' });
    expect(link).toHaveProperty('target', '_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    // The image is the link's only content, so its text alternative is the link's name.
    const imageLink = screen.getByRole('link', { name: 'Open the image of “Title a” in a new tab' });
    expect(imageLink.getAttribute('href')).toBe('https://img.example/a.png');
    expect(imageLink.getAttribute('target')).toBe('_blank');
    const image = container.querySelector('img')!;
    expect(image.getAttribute('alt')).toBe('Open the image of “Title a” in a new tab');
    expect(imageLink.hasAttribute('aria-label')).toBe(false);
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['56', '56']);
    expect(image.className).toContain('rounded-full');
  });

  it('renders the time blank on the server (its clock and time zone are not the browser’s)', async () => {
    const { renderToString } = await import('react-dom/server');
    const { MessageTime } = await import('./message-time');
    const html = renderToString(<MessageTime receiveDate="2026-11-29T10:00:00.000Z" />);
    expect(html).toContain('dateTime="2026-11-29T10:00:00.000Z"');
    expect(html).not.toContain('title=');
    expect(html).toContain('\u00a0');
  });

  it('shows the time relative and in the member’s language', () => {
    render(<MessageItem message={message('a')} variant="page" onMarkRead={() => {}} />);
    expect(screen.getByText('5 minutes ago').tagName).toBe('TIME');
  });

  it('marks an unread message on click; a read one has no dot and asks nothing', () => {
    const onMarkRead = vi.fn();
    const { unmount } = render(<MessageItem message={message('a')} variant="page" onMarkRead={onMarkRead} />);
    fireEvent.click(screen.getByText('Content a'));
    expect(onMarkRead).toHaveBeenCalledWith('a');
    unmount();
    render(<MessageItem message={message('a', { read: true })} variant="page" onMarkRead={onMarkRead} />);
    expect(screen.queryByRole('button', { name: 'Mark as read' })).toBeNull();
    onMarkRead.mockClear();
    fireEvent.click(screen.getByText('Content a'));
    expect(onMarkRead).not.toHaveBeenCalled();
  });

  it('keeps focus on the message when its mark-as-read button is pressed and goes away', () => {
    function Marked() {
      const [read, setRead] = useState(false);
      return <MessageItem message={message('a', { read })} variant="page" onMarkRead={() => setRead(true)} />;
    }
    render(<Marked />);
    const dot = screen.getByRole('button', { name: 'Mark as read' });
    dot.focus();
    fireEvent.click(dot);
    expect(screen.queryByRole('button', { name: 'Mark as read' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Title a' }));
  });
});

describe('ClampedText', () => {
  function stubHeights(scrollHeight: number, clientHeight: number) {
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(scrollHeight);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(clientHeight);
  }

  it('offers no toggle when the text fits', () => {
    stubHeights(40, 40);
    render(<ClampedText lines={2}>Short</ClampedText>);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Short').className).toContain('line-clamp-2');
  });

  it('toggles view more / view less when the text overflows, and reports the first expand', () => {
    stubHeights(120, 40);
    const onExpand = vi.fn();
    render(
      <ClampedText lines={1} onExpand={onExpand}>
        Long text
      </ClampedText>,
    );
    expect(screen.getByText('Long text').className).toContain('line-clamp-1');
    fireEvent.click(screen.getByRole('button', { name: 'View more' }));
    expect(onExpand).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Long text').className).not.toContain('line-clamp');
    expect(screen.getByRole('button', { name: 'View less' }).getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'View less' }));
    expect(onExpand).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'View more' })).toBeTruthy();
  });
});

describe('NotificationsList', () => {
  it('shows 3 skeletons, then pages of 5 with load more until a short page', async () => {
    const requests = stubFetch(inboxServer(7));
    render(<NotificationsList title="Notifications" />);
    expect(screen.getAllByTestId('message-skeleton')).toHaveLength(3);
    await screen.findByText('Title m1');
    expect(screen.queryAllByTestId('message-skeleton')).toHaveLength(0);
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Title m7');
    expect(screen.getAllByRole('article').map((a) => a.querySelector('h2')?.textContent)).toEqual(
      ['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7'].map((k) => `Title ${k}`),
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(requests.map((r) => r.url.search)).toEqual([
      '?limit=5&offset=0&tag=inbox',
      '?limit=5&offset=5&tag=inbox',
    ]);
  });

  it('shows the first page the server rendered at once, without fetching it again, and pages on from it', async () => {
    const requests = stubFetch(inboxServer(7));
    const firstPage = Array.from({ length: 5 }, (_, i) => message(`m${i + 1}`));
    render(<NotificationsList title="Notifications" firstPage={firstPage} />);
    expect(screen.queryAllByTestId('message-skeleton')).toHaveLength(0);
    expect(screen.getAllByRole('article')).toHaveLength(5);
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await screen.findByText('Title m7');
    expect(screen.getAllByRole('article')).toHaveLength(7);
    expect(requests.map((r) => r.url.search)).toEqual(['?limit=5&offset=5&tag=inbox']);
  });

  it('shows the empty state', async () => {
    stubFetch(() => json([]));
    render(<NotificationsList />);
    await screen.findByText('You have no messages yet.');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('shows the error alert when the messages cannot be loaded', async () => {
    stubFetch(() => json({ code: 'INTERNAL', message: 'general.error' }, 500));
    render(<NotificationsList />);
    expect((await screen.findByRole('alert')).textContent).toBe('Your messages could not be loaded.');
  });

  it('removes the dot only after the server accepted, and refetches the list', async () => {
    let accept: (() => void) | undefined;
    const requests = stubFetch(
      inboxServer(2, () => new Promise((resolve) => (accept = () => resolve(json({ updated: 1 }))))),
    );
    render(<NotificationsList />);
    await screen.findByText('Title m1');
    const dots = () => screen.queryAllByRole('button', { name: 'Mark as read' });
    expect(dots()).toHaveLength(2);
    fireEvent.click(dots()[0]!);
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ keyList: ['m1'] });
    // Not yet accepted: still unread.
    expect(dots()).toHaveLength(2);
    await act(async () => accept!());
    await waitFor(() => expect(dots()).toHaveLength(1));
    await waitFor(() => expect(requests.filter((r) => r.method === 'GET')).toHaveLength(2));
  });

  it('keeps the message unread and only logs when marking fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(inboxServer(1, () => json({ code: 'INTERNAL', message: 'general.error' }, 500)));
    render(<NotificationsList />);
    await screen.findByText('Title m1');
    fireEvent.click(screen.getByText('Content m1'));
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Mark as read' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('NotificationBell', () => {
  it('counts the unread among the 50 fetched and shows the 5 latest with view all', async () => {
    const all = Array.from({ length: 8 }, (_, i) => message(`b${i + 1}`, { read: i >= 3 }));
    const requests = stubFetch(() => json(all));
    render(<NotificationBell />);
    const bell = await screen.findByRole('button', { name: 'Notifications: 3 unread' });
    expect(requests[0]?.url.search).toBe('?limit=50&offset=0&tag=inbox');
    expect(screen.getByTestId('notification-badge').textContent).toBe('3');

    fireEvent.click(bell);
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(dialog.querySelectorAll('article')).toHaveLength(5);
    expect(dialog.querySelector('p')?.className).toContain('line-clamp-1');
    expect(screen.getByRole('link', { name: 'View all' }).getAttribute('href')).toBe('/member/inbox');
  });

  it('has no badge when all are read', async () => {
    stubFetch(() => json([message('r', { read: true })]));
    render(<NotificationBell />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy());
    expect(screen.queryByTestId('notification-badge')).toBeNull();
  });

  it('has its badge in the server’s HTML from the messages the page came with, and fetches nothing after hydration', async () => {
    const requests = stubFetch(() => json([]));
    const bellMessages = [message('s1'), message('s2'), message('s3', { read: true })];
    // The server and the browser each read the answer from the page's payload: two copies.
    const tree = () =>
      withProviders(<NotificationBell />, { ...providerOptions, bellMessages: [...bellMessages] }).tree;
    const html = renderToString(tree());
    expect(html).toContain('aria-label="Notifications: 2 unread"');
    expect(html).toContain('data-testid="notification-badge"');

    expect(await hydrateServerHtml(html, tree)).toEqual([]);
    expect(screen.getByTestId('notification-badge').textContent).toBe('2');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(requests).toEqual([]);
  });

  it('uses the page’s messages once: a bell mounted again later keeps or fetches what is newer', async () => {
    const requests = stubFetch(() => json([message('s1', { read: true })]));
    function Toggle() {
      const [shown, setShown] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setShown((value) => !value)}>
            toggle
          </button>
          {shown && <NotificationBell />}
        </>
      );
    }
    const remount = () => {
      fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
      expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
    };
    const { store } = renderWithProviders(<Toggle />, { ...providerOptions, bellMessages: [message('s1')] });
    expect(screen.getByTestId('notification-badge').textContent).toBe('1');
    // Opening the dropdown asks again; the member read the message elsewhere meanwhile.
    fireEvent.click(screen.getByRole('button', { name: 'Notifications: 1 unread' }));
    await waitFor(() => expect(screen.queryByTestId('notification-badge')).toBeNull());
    expect(requests.map((r) => r.url.search)).toEqual(['?limit=50&offset=0&tag=inbox']);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

    // Mounted again while the cache holds the newer answer: that answer, not the page's.
    remount();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(screen.queryByTestId('notification-badge')).toBeNull();

    // Mounted again after the cache let the entry go: fetched, not the page's old answer again.
    act(() => {
      store.dispatch(memberMessageApi.util.resetApiState());
    });
    remount();
    expect(screen.queryByTestId('notification-badge')).toBeNull();
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(screen.queryByTestId('notification-badge')).toBeNull();
  });

  it('is hidden for guests and on the inbox page', () => {
    stubFetch(() => json([]));
    session.status = 'unauthenticated';
    const { unmount } = render(<NotificationBell />);
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    session.status = 'authenticated';
    session.pathname = '/member/inbox';
    render(<NotificationBell />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
