// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onApiError, type ApiErrorNotice } from './api-error-notice';
import { baseApi } from './base-api';
import { makeStore } from './store';

/**
 * The base query behind every portal call: one app-wide error notification for a failed call, none for a call
 * whose screen shows its own message, and the sign-in redirect (without a notification) for an ended session.
 */
const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probe: build.mutation<unknown, string>({ query: (url) => ({ url, method: 'POST' }) }),
    probeOwn: build.mutation<unknown, string>({
      extraOptions: { ownErrorMessage: true },
      query: (url) => ({ url, method: 'POST' }),
    }),
  }),
});

const notices: ApiErrorNotice[] = [];
let stopListening: () => void;
const assign = vi.fn();

beforeEach(() => {
  notices.length = 0;
  stopListening = onApiError((notice) => notices.push(notice));
  vi.stubGlobal('location', { ...window.location, assign, pathname: '/member/profile', search: '' });
});
afterEach(() => {
  stopListening();
  vi.unstubAllGlobals();
  assign.mockReset();
});

function answer(status: number, body: unknown, statusText = '') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      body === undefined
        ? new Response(null, { status, statusText })
        : new Response(JSON.stringify(body), {
            status,
            statusText,
            headers: { 'content-type': 'application/json' },
          }),
    ),
  );
}

const call = (endpoint: 'probe' | 'probeOwn', url = 'http://localhost/api/protected/gift') =>
  makeStore().dispatch(probeApi.endpoints[endpoint].initiate(url));

describe('base query', () => {
  it("announces a failed call with the answer's message", async () => {
    answer(409, { code: 'CONFLICT', message: 'ledger.insufficient.balance' }, 'Conflict');
    const result = await call('probe');
    expect('error' in result).toBe(true);
    expect(notices).toEqual([{ message: 'ledger.insufficient.balance', statusText: 'Conflict' }]);
  });

  it('falls back to the status text when the answer has no message', async () => {
    answer(502, undefined, 'Bad Gateway');
    await call('probe');
    expect(notices).toEqual([{ message: null, statusText: 'Bad Gateway' }]);
  });

  it('announces nothing for a success, nor for a call whose screen shows its own message', async () => {
    answer(200, { ok: true });
    await call('probe');
    answer(500, { code: 'INTERNAL', message: 'general.error' }, 'Internal Server Error');
    await call('probeOwn');
    expect(notices).toEqual([]);
  });

  it('sends an ended session to sign-in without a notification', async () => {
    answer(401, { code: 'UNAUTHORIZED', message: 'auth.session.revoked' }, 'Unauthorized');
    await call('probe');
    expect(assign).toHaveBeenCalledWith('/auth/signin?error=SessionRequired&callbackUrl=%2Fmember%2Fprofile');
    expect(notices).toEqual([]);
  });
});
