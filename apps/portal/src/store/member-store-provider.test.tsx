// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memberDetailsFixture } from '@/test-utils/member-details';
import { stubRelativeRequests } from '@/test-utils/relative-requests';
import { renderWithProviders } from '@/test-utils/render-with-providers';
import { announceMemberDataChange } from './member-data-changes';
import { useGetMemberDetailsQuery } from './member-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Points() {
  const { data } = useGetMemberDetailsQuery();
  return <p>{data ? `points ${data.member.pointsBalance.balance.nonMonetary}` : 'none'}</p>;
}

describe('member store', () => {
  it('fetches again what a public screen says it changed (a receipt added on the scanner page)', async () => {
    let points = 100;
    const fetchSpy = vi.fn(async () => Response.json(memberDetailsFixture({ points })));
    stubRelativeRequests();
    vi.stubGlobal('fetch', fetchSpy);
    renderWithProviders(<Points />);
    await waitFor(() => expect(screen.getByText('points 100')).toBeTruthy());
    points = 130;
    act(() => announceMemberDataChange(['Gifts']));
    act(() => announceMemberDataChange(['MemberDetails', 'Activity']));
    await waitFor(() => expect(screen.getByText('points 130')).toBeTruthy());
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });
});
