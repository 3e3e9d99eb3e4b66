import { describe, expect, it } from 'vitest';
import { PUSH_TOKEN_REFRESH_MS, pushSyncAction } from './push-sync';

const now = new Date('2026-11-26T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const device = '0b8f8f0e-8a53-4d4e-9d8e-2f0a3b1c9d11';
const day = 24 * 3600 * 1000;

describe('keeping the push token in step with the API', () => {
  it('registers a token when nothing is stored, and replaces a different stored token', () => {
    expect(pushSyncAction(null, 'token-a', now)).toBe('register');
    expect(pushSyncAction({ deviceId: device, token: 'token-a', syncedAt: ago(day) }, 'token-b', now)).toBe(
      'replace',
    );
  });

  it('leaves an unchanged token alone for 7 days after it was sent', () => {
    expect(pushSyncAction({ deviceId: device, token: 'token-a', syncedAt: ago(0) }, 'token-a', now)).toBe(
      'none',
    );
    expect(
      pushSyncAction(
        { deviceId: device, token: 'token-a', syncedAt: ago(PUSH_TOKEN_REFRESH_MS - 1) },
        'token-a',
        now,
      ),
    ).toBe('none');
  });

  it('sends an unchanged token again once it is 7 days old, or when it is not known when it was sent', () => {
    expect(PUSH_TOKEN_REFRESH_MS).toBe(7 * day);
    expect(
      pushSyncAction(
        { deviceId: device, token: 'token-a', syncedAt: ago(PUSH_TOKEN_REFRESH_MS) },
        'token-a',
        now,
      ),
    ).toBe('refresh');
    expect(
      pushSyncAction({ deviceId: device, token: 'token-a', syncedAt: ago(30 * day) }, 'token-a', now),
    ).toBe('refresh');
    expect(pushSyncAction({ deviceId: device, token: 'token-a' }, 'token-a', now)).toBe('refresh');
    expect(pushSyncAction({ deviceId: device, token: 'token-a', syncedAt: 'garbage' }, 'token-a', now)).toBe(
      'refresh',
    );
  });
});
