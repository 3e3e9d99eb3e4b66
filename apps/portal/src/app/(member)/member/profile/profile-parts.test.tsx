// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MemberSessions, MemberSubscriptions, NavigationItem } from '@loyalty/contract';
import { DevicesCard } from '@/features/sessions';
import { MembershipBadge } from '@/features/subscription/components/membership-badge';
import { ProfileMenuLinks } from '@/features/navigation';
import { cleanUpServerRendered, hydrateServerHtml, stubFetch } from '@/test-utils/server-rendered';
import { testConfiguration, withProviders } from '@/test-utils/render-with-providers';
import type { ProfileParts } from '@/server/profile-parts';

vi.mock('@/lib/member-session', () => ({ useSession: () => ({ status: 'authenticated', data: null }) }));

const texts = {
  'devices.title': 'Your devices',
  'devices.current': 'This device',
  'devices.last.seen': 'Last seen {{time}}',
  'devices.sign.out': 'Sign out',
  'devices.sign.out.label': 'Sign out {{device}}',
  'devices.sign.out.everywhere': 'Sign out everywhere',
  'profile.menu.label': 'More',
};

const sessions: MemberSessions = {
  items: [
    {
      id: '0b9c5d1e-8a8f-4f3e-9a51-2b0c7f1d3e01',
      deviceLabel: 'Chrome on Android',
      createdAt: new Date(Date.now() - 86_400_000).toISOString(),
      lastSeenAt: new Date(Date.now() - 5 * 60_000).toISOString(),
      current: true,
    },
  ],
};

const subscriptions: MemberSubscriptions = {
  plans: [],
  subscriptions: [
    {
      id: '5f0e2a9b-3c4d-4e5f-8a6b-7c8d9e0f1a2b',
      planId: 'coffee-club',
      planName: 'Coffee Club',
      cardLabel: 'Coffee Club member',
      status: 'active',
      currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000).toISOString(),
      cancelAtPeriodEnd: false,
      cancelledAt: null,
      checkoutUrl: null,
      createdAt: new Date(Date.now() - 10 * 86_400_000).toISOString(),
      benefits: [],
    },
  ],
  testMode: true,
};

const navigationItems: NavigationItem[] = [
  {
    id: 'nav-1',
    name: 'Our story',
    defaultName: 'Our story',
    path: '/view/our-story',
    target: '_self',
    visible: true,
    displayArea: 'ProfileScreen',
    embedInIframe: true,
    calculatedUrl: 'https://example.com/story',
    idTransformed: 'ourstory',
    onlyForLoggedInUser: false,
    openInNewWindow: false,
  },
];

/** The parts as the profile screen places them, inside the providers every member page has (a fresh store each). */
function tree(parts: ProfileParts): ReactElement {
  return withProviders(
    <>
      <MembershipBadge initial={parts.subscriptions} />
      <ProfileMenuLinks shownPaths={['/member/profile']} initialItems={parts.navigationItems} />
      <DevicesCard initial={parts.sessions} onSignedOutHere={() => {}} />
    </>,
    { translation: texts },
  ).tree;
}

afterEach(cleanUpServerRendered);

describe('the profile parts rendered on the server', () => {
  const parts: ProfileParts = {
    sessions,
    subscriptions: { language: testConfiguration.defaultLanguage.code, value: subscriptions },
    navigationItems,
  };

  it('are in the server HTML, and hydration keeps them without a mismatch or a fetch', async () => {
    const requested = stubFetch(() => ({}));
    const html = renderToString(tree(parts));
    expect(html).toContain('Coffee Club member');
    expect(html).toContain('Our story');
    expect(html).toContain('Chrome on Android');
    // The time since the device was last seen depends on the browser's clock: blank in the server's HTML.
    expect(html).not.toContain('Last seen');

    expect(await hydrateServerHtml(html, () => tree(parts))).toEqual([]);
    // Right after hydration, the time fills in.
    await screen.findByText('Last seen 5 minutes ago');
    expect(screen.getByTestId('membership-badge').textContent).toBe('Coffee Club member');
    expect(screen.getByRole('link', { name: 'Our story' })).toBeTruthy();
    expect(requested).toEqual([]);
  });

  it('are fetched in the browser where the server could not read them', async () => {
    const requested = stubFetch((url) =>
      url.pathname.endsWith('/sessions')
        ? sessions
        : url.pathname.endsWith('/subscriptions')
          ? subscriptions
          : navigationItems,
    );
    const none: ProfileParts = { sessions: null, subscriptions: null, navigationItems: null };
    const html = renderToString(tree(none));
    expect(html).not.toContain('Chrome on Android');
    await hydrateServerHtml(html, () => tree(none));
    await screen.findByText('Chrome on Android');
    await screen.findByText('Coffee Club member');
    await screen.findByRole('link', { name: 'Our story' });
    await waitFor(() => expect(requested.sort()).toHaveLength(3));
    expect(requested.sort()).toEqual([
      '/api/navigation/items',
      '/api/protected/businessSubscription/subscriptions',
      '/api/protected/member/sessions',
    ]);
  });
});
