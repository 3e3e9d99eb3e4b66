// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionClaims } from '@loyalty/contract';
import { memberDetailsFixture } from '@/test-utils/member-details';
import { stubRelativeRequests } from '@/test-utils/relative-requests';
import { renderWithProviders, testConfiguration } from '@/test-utils/render-with-providers';
import { ProfileSummary } from './profile-summary';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const texts = {
  'profile.title': 'My profile',
  'profile.name': 'Name',
  'profile.email': 'E-mail',
  'profile.phone': 'Phone',
  'profile.points': 'Points',
  'profile.credit': 'Credit',
  'profile.not.set': 'Not set',
  'profile.update.button': 'Update',
  'general.error': 'Something went wrong',
};

const claims = {
  comoMemberId: 'member-1',
  firstName: 'Dana',
  lastName: 'Levi',
  email: 'dana@example.com',
} as SessionClaims;

function answerDetails(status: number, body: unknown) {
  stubRelativeRequests();
  vi.stubGlobal(
    'fetch',
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

const shellState = {
  configurations: {
    configuration: {
      ...testConfiguration,
      pointName: 'Bean',
      pointsNamePlural: 'Beans',
      creditName: 'Dollar',
    },
    language: testConfiguration.defaultLanguage,
  },
};

describe('ProfileSummary', () => {
  it("shows both balances in the business's own units once the details arrive", async () => {
    answerDetails(200, memberDetailsFixture({ points: 1_250_00, credit: 1_00, phone: '+1 555 0100' }));
    renderWithProviders(<ProfileSummary member={claims} />, { translation: texts, shellState });
    await waitFor(() => expect(screen.getByTestId('profile-points').textContent).toBe('1,250 Beans'));
    expect(screen.getByTestId('profile-credit').textContent).toBe('1 Dollar');
    expect(screen.getByTestId('profile-phone').textContent).toBe('+1 555 0100');
    expect(screen.getByTestId('profile-name').textContent).toBe('Dana Levi');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the details cannot be read, and shows a dash for the balances', async () => {
    answerDetails(502, { code: 'INTERNAL', message: 'general.error' });
    renderWithProviders(<ProfileSummary member={claims} />, { translation: texts, shellState });
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong');
    expect(screen.getByTestId('profile-points').textContent).toBe('—');
    expect(screen.getByTestId('profile-credit').textContent).toBe('—');
    // What the session knows still shows.
    expect(screen.getByTestId('profile-email').textContent).toBe('dana@example.com');
  });
});
