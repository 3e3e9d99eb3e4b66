import type { Session } from 'next-auth';
import { describe, expect, it } from 'vitest';
import { sessionState } from './member-session';

describe('sessionState', () => {
  it('has the three states: loading while unknown, then authenticated or unauthenticated', () => {
    const session = { user: { name: 'Ada' }, expires: '2030-01-01T00:00:00Z' } as Session;
    expect(sessionState(undefined)).toEqual({ data: null, status: 'loading' });
    expect(sessionState(null)).toEqual({ data: null, status: 'unauthenticated' });
    expect(sessionState(session)).toEqual({ data: session, status: 'authenticated' });
  });
});
