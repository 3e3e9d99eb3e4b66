// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BudgetActivityPage, MemberMessage } from '@loyalty/contract';
import core from '../../../../../../packages/db/src/seed/locales/en_US/core.json';
import memberHome from '../../../../../../packages/db/src/seed/locales/en_US/member-home.json';
import type { MemberHomeParts } from '@/server/member-home-parts';
import { giftsFixture, pointsShopFixture } from '@/test-utils/ledger-fixtures';
import { memberDetailsFixture } from '@/test-utils/member-details';
import { withProviders } from '@/test-utils/render-with-providers';
import {
  browserDay,
  cleanUpServerRendered,
  hydrateServerHtml,
  stubFetch,
} from '@/test-utils/server-rendered';
import { MemberHome } from './member-home';

vi.mock('@/lib/member-session', () => ({ useSession: () => ({ status: 'authenticated', data: null }) }));

const pointsShop = pointsShopFixture;
const gifts = giftsFixture;

const message = (key: string, read: boolean): MemberMessage => ({
  key,
  title: `Message ${key}`,
  content: 'Hello',
  read,
  receiveDate: '2026-12-02T09:00:00.000Z',
  params: {},
  tag: 'default',
});

const activity: BudgetActivityPage = {
  items: [
    {
      type: 'point',
      operation: 'referral',
      created_on: '2026-12-03T23:30:00.000Z',
      amount: 1000,
      entity_id: null,
    },
  ],
  page: 1,
  perPage: 10,
  total: 1,
  hasMore: false,
};

const texts = { ...core, ...memberHome };
const details = memberDetailsFixture({ firstName: 'Farid', points: 1000 });

/** The home as the server renders it (or the browser hydrates it): `bellMessages` from the root layout. */
function tree(parts: MemberHomeParts, bellMessages: MemberMessage[] | null): ReactElement {
  return withProviders(<MemberHome firstName="Farid" parts={parts} />, {
    translation: texts,
    memberDetails: details,
    // The server and the browser each read the answer from the page's payload: two copies.
    bellMessages: bellMessages && [...bellMessages],
  }).tree;
}

afterEach(cleanUpServerRendered);

describe('the member home rendered on the server', () => {
  const parts: MemberHomeParts = { pointsShop, gifts, activity };
  const bellMessages = [message('m1', false), message('m2', true)];

  it('has every tile in the server HTML, and hydration keeps them without a mismatch or a fetch', async () => {
    const requested = stubFetch(() => ({}));
    const html = renderToString(tree(parts, bellMessages));
    expect(html).toContain('Free espresso');
    expect(html).toContain('Welcome muffin');
    expect(html).toContain('Unread: 1');
    expect(html).toContain('Referral reward');
    expect(html).not.toContain('aria-busy');
    // The day of an activity line depends on the browser's time zone: not in the server's HTML.
    expect(html).not.toMatch(/\d\d\/12\/2026/);

    expect(await hydrateServerHtml(html, () => tree(parts, bellMessages))).toEqual([]);
    expect(
      screen.getByTestId('next-reward').querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow'),
    ).toBe('66');
    expect(screen.getByTestId('home-gifts-count').textContent).toBe('Ready to use: 1');
    // Right after hydration, the day fills in (in this test's time zone).
    await screen.findByText(browserDay(activity.items[0]!.created_on));
    expect(requested).toEqual([]);
  });

  it('fetches in the browser the tiles the server could not read', async () => {
    const requested = stubFetch((url) =>
      url.pathname.endsWith('/gift')
        ? gifts
        : url.pathname.endsWith('/memberMessage')
          ? [message('m1', false)]
          : url.pathname.includes('/activity/')
            ? activity
            : pointsShop,
    );
    const none: MemberHomeParts = { pointsShop: null, gifts: null, activity: null };
    const html = renderToString(tree(none, null));
    expect(html).not.toContain('Free espresso');
    expect(html).toContain('aria-busy');
    await hydrateServerHtml(html, () => tree(none, null));
    await screen.findByText('Free espresso');
    await screen.findByText('Welcome muffin');
    await screen.findByText('Unread: 1');
    await screen.findByText('Referral reward');
    await waitFor(() => expect(requested).toHaveLength(4));
    expect(requested.sort()).toEqual([
      '/api/protected/activity/budget/points/1/10',
      '/api/protected/gift',
      '/api/protected/member/memberMessage',
      '/api/protected/points/shop/points',
    ]);
  });
});
