// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MemberSubscriptions } from '@loyalty/contract';
import core from '../../../../../../packages/db/src/seed/locales/en_US/core.json';
import subscriptions from '../../../../../../packages/db/src/seed/locales/en_US/subscriptions.json';
import { withProviders } from '@/test-utils/render-with-providers';
import {
  browserDay,
  cleanUpServerRendered,
  hydrateServerHtml,
  stubFetch,
} from '@/test-utils/server-rendered';
import { SubscriptionScreen } from './subscription-screen';

const PLAN = '9b2e4c1a-7d3f-4e5a-8b6c-0d1e2f3a4b5c';
const RENEWS = '2027-01-07T23:30:00.000Z';
const PAID = '2026-12-07T23:30:00.000Z';

const answer: MemberSubscriptions = {
  plans: [
    {
      id: PLAN,
      name: 'Bean Club',
      description: 'A coffee a week',
      cardLabel: 'Bean Club',
      price: 499,
      currency: 'USD',
      interval: 'month',
      pointsPerPeriod: 2000,
      gift: null,
    },
  ],
  subscriptions: [
    {
      id: '3f0c6a8e-8a51-4d7e-9f57-6f1b2a3c4d5e',
      planId: PLAN,
      planName: 'Bean Club',
      cardLabel: 'Bean Club',
      status: 'active',
      currentPeriodEnd: RENEWS,
      cancelAtPeriodEnd: false,
      cancelledAt: null,
      checkoutUrl: null,
      createdAt: PAID,
      benefits: [{ periodStart: PAID, periodEnd: RENEWS, points: 2000, giftName: null }],
    },
  ],
  testMode: true,
};

const tree = (served: MemberSubscriptions | null): ReactElement =>
  withProviders(<SubscriptionScreen answer={served} />, { translation: { ...core, ...subscriptions } }).tree;

afterEach(cleanUpServerRendered);

describe('the membership page rendered on the server', () => {
  it('has the plans and the membership in the server HTML; its dates fill in after hydration, without a fetch', async () => {
    const requested = stubFetch(() => answer);
    const html = renderToString(tree(answer));
    expect(html).toContain('\u2068$4.99\u2069 a month');
    expect(html).toContain('Bean Club');
    expect(html).toContain('data-testid="membership-status"');
    expect(html).not.toContain('aria-busy');
    // Days depend on the browser's time zone: not in the server's HTML.
    expect(html).not.toContain('Renews on');
    expect(html).not.toMatch(/\d\d\/(12|01)\/202[67]/);

    expect(await hydrateServerHtml(html, () => tree(answer))).toEqual([]);
    await waitFor(() =>
      expect(screen.getByTestId('membership-status').textContent).toBe(
        `Active. Renews on \u2068${browserDay(RENEWS)}\u2069.`,
      ),
    );
    expect(screen.getByTestId('membership-benefits').textContent).toContain(browserDay(PAID));
    expect(requested).toEqual([]);
  });

  it('fetches in the browser what the server could not read', async () => {
    const requested = stubFetch(() => answer);
    const html = renderToString(tree(null));
    expect(html).toContain('aria-busy');
    expect(html).not.toContain('$4.99');
    await hydrateServerHtml(html, () => tree(null));
    await screen.findByText('\u2068$4.99\u2069 a month');
    await waitFor(() =>
      expect(screen.getByTestId('membership-status').textContent).toContain('Active. Renews on'),
    );
    expect(requested).toEqual(['/api/protected/businessSubscription/subscriptions']);
  });
});
