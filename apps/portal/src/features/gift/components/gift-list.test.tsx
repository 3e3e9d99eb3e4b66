// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Gifts } from '@loyalty/contract';
import core from '../../../../../../packages/db/src/seed/locales/en_US/core.json';
import { giftsFixture } from '@/test-utils/ledger-fixtures';
import { withProviders } from '@/test-utils/render-with-providers';
import {
  browserDay,
  cleanUpServerRendered,
  hydrateServerHtml,
  stubFetch,
} from '@/test-utils/server-rendered';
import { GiftList } from './gift-list';

const tree = (initial: Gifts | null): ReactElement =>
  withProviders(<GiftList initial={initial} />, { translation: core }).tree;

afterEach(cleanUpServerRendered);

describe('the gift list rendered on the server', () => {
  it('has the gifts in the server HTML; hydration keeps them without a mismatch or a fetch', async () => {
    const requested = stubFetch(() => ({}));
    const html = renderToString(tree(giftsFixture));
    expect(html).toContain('Welcome muffin');
    expect(html).toContain('MUFFIN01');
    expect(html).not.toContain('aria-busy');
    // The day it was received depends on the browser's time zone: not in the server's HTML.
    expect(html).not.toContain('Received on');

    expect(await hydrateServerHtml(html, () => tree(giftsFixture))).toEqual([]);
    await screen.findByText(`Received on ${browserDay(giftsFixture.gifts[0]!.createdAt)}`);
    expect(requested).toEqual([]);
  });

  it('fetches the gifts in the browser when the server could not read them', async () => {
    const requested = stubFetch(() => giftsFixture);
    const html = renderToString(tree(null));
    expect(html).toContain('aria-busy');
    await hydrateServerHtml(html, () => tree(null));
    await screen.findByText('Welcome muffin');
    await waitFor(() => expect(requested).toEqual(['/api/protected/gift']));
  });
});
