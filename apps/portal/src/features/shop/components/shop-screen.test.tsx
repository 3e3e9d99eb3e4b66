// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ShopItems } from '@loyalty/contract';
import core from '../../../../../../packages/db/src/seed/locales/en_US/core.json';
import memberHome from '../../../../../../packages/db/src/seed/locales/en_US/member-home.json';
import { pointsShopFixture } from '@/test-utils/ledger-fixtures';
import { memberDetailsFixture } from '@/test-utils/member-details';
import { withProviders } from '@/test-utils/render-with-providers';
import { cleanUpServerRendered, hydrateServerHtml, stubFetch } from '@/test-utils/server-rendered';
import { ShopScreen } from './shop-screen';

const details = memberDetailsFixture({ points: 1000 });
const tree = (initialItems: ShopItems | null): ReactElement =>
  withProviders(<ShopScreen shop="points" initialItems={initialItems} />, {
    translation: { ...core, ...memberHome },
    memberDetails: details,
  }).tree;

afterEach(cleanUpServerRendered);

describe('the shop rendered on the server', () => {
  it('has the items and what each still needs in the server HTML; hydration keeps them without a fetch', async () => {
    const requested = stubFetch(() => ({}));
    const html = renderToString(tree(pointsShopFixture));
    expect(html).toContain('Free espresso');
    expect(html).toContain('5 Points more needed');
    expect(html).not.toContain('aria-busy');

    expect(await hydrateServerHtml(html, () => tree(pointsShopFixture))).toEqual([]);
    expect(screen.getByText('Free espresso')).toBeTruthy();
    expect(requested).toEqual([]);
  });

  it('fetches the items in the browser when the server could not read them', async () => {
    const requested = stubFetch(() => pointsShopFixture);
    const html = renderToString(tree(null));
    expect(html).toContain('aria-busy');
    await hydrateServerHtml(html, () => tree(null));
    await screen.findByText('Free espresso');
    await waitFor(() => expect(requested).toEqual(['/api/protected/points/shop/points']));
  });
});
