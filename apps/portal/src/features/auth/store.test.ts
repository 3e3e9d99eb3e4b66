import { describe, expect, it } from 'vitest';
import { authMerged, initialAuthState } from './store';

describe('auth area', () => {
  it('merges fields and keeps the others', () => {
    const state = authMerged(initialAuthState, { userIdentifier: 'dana@example.com', siteKey: 'k' });
    expect(authMerged(state, { token: 't' })).toEqual({
      ...initialAuthState,
      userIdentifier: 'dana@example.com',
      siteKey: 'k',
      token: 't',
    });
  });
});
