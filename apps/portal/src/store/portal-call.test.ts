// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onApiError, type ApiErrorNotice } from './api-error-notice';
import { addressOf, portalCall } from './portal-call';

/** The plain portal call of public screens: same answers and the same failure reporting as the member store's. */
const notices: ApiErrorNotice[] = [];
let stopListening: () => void;
const assign = vi.fn();
const requests: Request[] = [];

beforeEach(() => {
  notices.length = 0;
  requests.length = 0;
  stopListening = onApiError((notice) => notices.push(notice));
  vi.stubGlobal('location', { ...window.location, assign, pathname: '/member/profile', search: '?tab=1' });
});
afterEach(() => {
  stopListening();
  vi.unstubAllGlobals();
  assign.mockReset();
});

function answer(status: number, body: string | null, statusText = '') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      requests.push(new Request(new URL(url, 'http://localhost'), init));
      return new Response(body, { status, statusText });
    }),
  );
}

describe('portalCall', () => {
  it('sends JSON with the cookie and answers the parsed body', async () => {
    answer(200, JSON.stringify({ ok: true }));
    await expect(
      portalCall({ url: '/api/lp/gift/register', method: 'POST', body: { phone: '050' } }),
    ).resolves.toEqual({ ok: true });
    const [request] = requests;
    expect(request!.method).toBe('POST');
    expect(request!.credentials).toBe('include');
    expect(request!.headers.get('content-type')).toBe('application/json');
    expect(await request!.json()).toEqual({ phone: '050' });
    expect(notices).toEqual([]);
  });

  it('answers null for an empty success', async () => {
    answer(204, null);
    await expect(portalCall('/api/locations')).resolves.toBeNull();
  });

  it("throws the status with the answer's body and announces its message", async () => {
    answer(409, JSON.stringify({ code: 'CONFLICT', message: 'receipts.already.added' }), 'Conflict');
    await expect(portalCall({ url: '/api/submitQrCode', method: 'POST', body: {} })).rejects.toEqual({
      status: 409,
      data: { code: 'CONFLICT', message: 'receipts.already.added' },
    });
    expect(notices).toEqual([{ message: 'receipts.already.added', statusText: 'Conflict' }]);
  });

  it('announces nothing when the screen shows its own message', async () => {
    answer(400, JSON.stringify({ message: 'validation.required' }), 'Bad Request');
    await expect(portalCall('/api/forms', { ownErrorMessage: true })).rejects.toMatchObject({ status: 400 });
    expect(notices).toEqual([]);
  });

  it('reports an unreachable portal and a body that is not JSON', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(portalCall('/api/locations')).rejects.toMatchObject({ status: 'FETCH_ERROR' });
    answer(200, '<html>');
    await expect(portalCall('/api/locations')).rejects.toMatchObject({
      status: 'PARSING_ERROR',
      data: '<html>',
    });
    expect(notices).toEqual([
      { message: null, statusText: null },
      { message: null, statusText: null },
    ]);
  });

  it('sends an ended session to sign-in, coming back here, without a notification', async () => {
    answer(401, JSON.stringify({ message: 'auth.session.revoked' }), 'Unauthorized');
    await expect(portalCall('/api/protected/member/dataExport')).rejects.toMatchObject({ status: 401 });
    expect(assign).toHaveBeenCalledWith(
      '/auth/signin?error=SessionRequired&callbackUrl=%2Fmember%2Fprofile%3Ftab%3D1',
    );
    expect(notices).toEqual([]);
  });
});

describe('addressOf', () => {
  it('adds the parameters, leaving out undefined ones', () => {
    expect(addressOf('/api/locations')).toBe('/api/locations');
    expect(addressOf({ url: '/api/forms', params: { formId: 'a b', locationId: undefined } })).toBe(
      '/api/forms?formId=a+b',
    );
    expect(addressOf({ url: '/api/x?lang=he', params: { page: 2 } })).toBe('/api/x?lang=he&page=2');
  });
});
