// @vitest-environment jsdom
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onMemberDataChange, type MemberDataTag } from './member-data-changes';
import { resetPortalQueries, seedPortalQuery, usePortalMutation, usePortalQuery } from './portal-query';

let calls: string[] = [];
let respond: (url: string) => Response = () => Response.json([]);

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      return respond(url);
    }),
  );
});
afterEach(() => {
  cleanup();
  resetPortalQueries();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function Languages({ skip = false }: { skip?: boolean }) {
  const { data, isLoading, isError } = usePortalQuery<string[]>('/api/locales/languages', { skip });
  if (isLoading) return <p>loading</p>;
  if (isError) return <p>failed</p>;
  return <p>{data ? data.join(',') : 'nothing'}</p>;
}

describe('usePortalQuery', () => {
  it('asks once for every component wanting the same answer, and shows it in each', async () => {
    respond = () => Response.json(['en', 'he']);
    render(
      <>
        <Languages />
        <Languages />
      </>,
    );
    expect(screen.getAllByText('loading')).toHaveLength(2);
    await waitFor(() => expect(screen.getAllByText('en,he')).toHaveLength(2));
    expect(calls).toEqual(['/api/locales/languages']);
  });

  it('keeps an answer for later components while it is fresh, and asks again once it is older', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    seedPortalQuery('/api/locales/languages', ['en']);
    const first = render(<Languages />);
    expect(screen.getByText('en')).toBeTruthy();
    first.unmount();
    vi.setSystemTime(Date.now() + 59_000);
    const second = render(<Languages />);
    expect(calls).toEqual([]);
    second.unmount();
    respond = () => Response.json(['en', 'ar']);
    vi.setSystemTime(Date.now() + 2_000);
    render(<Languages />);
    // The old answer shows while the new one comes.
    expect(screen.getByText('en')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('en,ar')).toBeTruthy());
    expect(calls).toEqual(['/api/locales/languages']);
  });

  it('says when the call failed, and recovers on refetch', async () => {
    respond = () => Response.json({ message: 'general.error' }, { status: 500 });
    const { result } = renderHook(() =>
      usePortalQuery<string[]>('/api/locations', { ownErrorMessage: true }),
    );
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toEqual({ status: 500, data: { message: 'general.error' } });
    respond = () => Response.json(['shop']);
    act(() => result.current.refetch());
    await waitFor(() => expect(result.current.data).toEqual(['shop']));
    expect(result.current.isError).toBe(false);
  });

  it('asks nothing while skipped', async () => {
    const view = render(<Languages skip />);
    expect(screen.getByText('nothing')).toBeTruthy();
    respond = () => Response.json(['es']);
    view.rerender(<Languages />);
    await waitFor(() => expect(screen.getByText('es')).toBeTruthy());
    expect(calls).toEqual(['/api/locales/languages']);
  });
});

describe('usePortalMutation', () => {
  it('answers the body, is busy meanwhile, and tells the member store what changed', async () => {
    const changed: MemberDataTag[][] = [];
    const stop = onMemberDataChange((tags) => changed.push(tags));
    let release: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (release = resolve))),
    );
    const { result } = renderHook(() =>
      usePortalMutation<{ code: string }, { points: number }>(
        (body) => ({ url: '/api/submitQrCode', method: 'POST', body }),
        { changes: ['MemberDetails', 'Activity'] },
      ),
    );
    let sent: Promise<{ points: number }> = Promise.resolve({ points: 0 });
    act(() => {
      sent = result.current[0]({ code: 'r1' });
    });
    expect(result.current[1].isLoading).toBe(true);
    await act(async () => release(Response.json({ points: 30 })));
    await expect(sent).resolves.toEqual({ points: 30 });
    expect(result.current[1].isLoading).toBe(false);
    expect(changed).toEqual([['MemberDetails', 'Activity']]);
    stop();
  });

  it('throws the failure and changes nothing', async () => {
    const changed: MemberDataTag[][] = [];
    const stop = onMemberDataChange((tags) => changed.push(tags));
    respond = () => Response.json({ message: 'receipts.invalid' }, { status: 400 });
    const { result } = renderHook(() =>
      usePortalMutation<object, unknown>((body) => ({ url: '/api/submitQrCode', method: 'POST', body }), {
        ownErrorMessage: true,
        changes: ['MemberDetails'],
      }),
    );
    await act(async () => {
      await expect(result.current[0]({})).rejects.toMatchObject({ status: 400 });
    });
    expect(result.current[1].isLoading).toBe(false);
    expect(changed).toEqual([]);
    stop();
  });
});
