import { describe, expect, it } from 'vitest';
import { authMerged, authReset, authSlice, initialAuthState } from './store';

const reduce = authSlice.reducer;

describe('auth slice', () => {
  it('merges fields and keeps the others', () => {
    const state = reduce(initialAuthState, authMerged({ userIdentifier: 'dana@example.com', siteKey: 'k' }));
    const next = reduce(state, authMerged({ token: 't' }));
    expect(next).toEqual({
      ...initialAuthState,
      userIdentifier: 'dana@example.com',
      siteKey: 'k',
      token: 't',
    });
  });

  it('resets to all empty', () => {
    const state = reduce(initialAuthState, authMerged({ token: 't', customFieldData: { card: '1' } }));
    expect(reduce(state, authReset())).toEqual(initialAuthState);
  });
});
