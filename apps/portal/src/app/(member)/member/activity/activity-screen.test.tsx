// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BudgetActivityPage, PointsSummary, PurchaseActivityPage } from '@loyalty/contract';
import core from '../../../../../../../packages/db/src/seed/locales/en_US/core.json';
import type { ActivityParts } from '@/server/ledger-parts';
import { withProviders } from '@/test-utils/render-with-providers';
import {
  browserDay,
  cleanUpServerRendered,
  hydrateServerHtml,
  stubFetch,
} from '@/test-utils/server-rendered';
import { ActivityScreen } from './activity-screen';

// Late in the evening (UTC) of 3 and 4 December: the day shown depends on the time zone.
const summary: PointsSummary = {
  points: 4000,
  credit: 0,
  nextExpiry: { amount: 1000, expiresAt: '2027-01-04T23:30:00.000Z' },
  earned: 5000,
  spent: 1000,
};
const points: BudgetActivityPage = {
  items: [
    {
      type: 'point',
      operation: 'earn',
      created_on: '2026-12-03T23:30:00.000Z',
      amount: 900,
      entity_id: null,
    },
  ],
  page: 1,
  perPage: 10,
  total: 1,
  hasMore: false,
};
const purchases: PurchaseActivityPage = {
  items: [
    {
      id: 'p-1',
      amount: 900,
      items: [{ name: 'Latte', quantity: 2, unitPrice: 450 }],
      locationId: null,
      locationName: 'Harbour Street',
      pointsEarned: 900,
      created_on: '2026-12-04T23:30:00.000Z',
    },
  ],
  page: 1,
  perPage: 10,
  total: 1,
  hasMore: false,
};

const tree = (parts: ActivityParts): ReactElement =>
  withProviders(<ActivityScreen parts={parts} />, { translation: core }).tree;

afterEach(cleanUpServerRendered);

describe('the activity page rendered on the server', () => {
  it('has the summary, the points entries and the purchases in the server HTML, without their days', async () => {
    const requested = stubFetch(() => ({}));
    const parts: ActivityParts = { summary, points, purchases };
    const html = renderToString(tree(parts));
    expect(html).toContain('data-testid="points-summary"');
    expect(html).toContain('data-testid="budget-entry"');
    expect(html).toContain('2 × Latte');
    expect(html).not.toContain('aria-busy');
    expect(html).not.toMatch(/\d\d\/\d\d\/20\d\d/);

    expect(await hydrateServerHtml(html, () => tree(parts))).toEqual([]);
    // Right after hydration, each day fills in (in this test's time zone).
    await screen.findByText(browserDay(points.items[0]!.created_on));
    await screen.findByText(browserDay(purchases.items[0]!.created_on));
    expect(screen.getByTestId('summary-expiry').textContent).toContain(
      browserDay(summary.nextExpiry!.expiresAt),
    );
    expect(requested).toEqual([]);
  });

  it('fetches in the browser each part the server could not read', async () => {
    const requested = stubFetch((url) =>
      url.pathname.includes('/purchases/') ? purchases : url.pathname.includes('/budget/') ? points : summary,
    );
    const none: ActivityParts = { summary: null, points: null, purchases: null };
    await hydrateServerHtml(renderToString(tree(none)), () => tree(none));
    await screen.findByText('2 × Latte');
    await screen.findByTestId('budget-entry');
    await screen.findByTestId('points-summary');
    await waitFor(() => expect(requested).toHaveLength(3));
    expect(requested.sort()).toEqual([
      '/api/protected/activity/budget/points/1/10',
      '/api/protected/activity/purchases/1/10',
      '/api/protected/points/member',
    ]);
  });
});
