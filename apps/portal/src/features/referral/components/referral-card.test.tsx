// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import core from '../../../../../../packages/db/src/seed/locales/en_US/core.json';
import memberHome from '../../../../../../packages/db/src/seed/locales/en_US/member-home.json';
import { withProviders } from '@/test-utils/render-with-providers';
import { cleanUpServerRendered, hydrateServerHtml, stubFetch } from '@/test-utils/server-rendered';
import type { FriendReferralWithLink } from '../api/get-friend-referral';
import { ReferralCard } from './referral-card';

const referral: FriendReferralWithLink = {
  code: 'K7QX3MPA',
  path: '/auth/signin?ref=K7QX3MPA',
  link: 'https://bean-leaf.example.com/auth/signin?ref=K7QX3MPA',
  reward: { type: 'point', amount: 1000 },
  referredCount: 2,
  earned: { point: 2000, credit: 0 },
};

const tree = (initial: FriendReferralWithLink | null): ReactElement =>
  withProviders(<ReferralCard initial={initial} />, { translation: { ...core, ...memberHome } }).tree;

afterEach(cleanUpServerRendered);

describe('the referral card rendered on the server', () => {
  it('has the code, the link and the counts in the server HTML; Share shows after hydration where the browser can share', async () => {
    const requested = stubFetch(() => ({}));
    vi.stubGlobal('navigator', { ...navigator, share: async () => {}, canShare: () => true });
    const html = renderToString(tree(referral));
    expect(html).toContain('K7QX3MPA');
    expect(html).toContain(referral.link);
    expect(html).toContain('data-testid="referral-joined">2<');
    // Whether the browser can share is the browser's to say: no Share button in the server's HTML.
    expect(html).not.toContain('>Share<');

    expect(await hydrateServerHtml(html, () => tree(referral))).toEqual([]);
    await screen.findByRole('button', { name: 'Share' });
    expect(requested).toEqual([]);
  });

  it('fetches the referral in the browser when the server could not read it', async () => {
    const requested = stubFetch(() => referral);
    const html = renderToString(tree(null));
    expect(html).not.toContain('K7QX3MPA');
    await hydrateServerHtml(html, () => tree(null));
    await screen.findByText('K7QX3MPA');
    await waitFor(() => expect(requested).toEqual(['/api/protected/member/friendReferral']));
  });
});
