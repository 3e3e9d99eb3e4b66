import { describe, expect, it } from 'vitest';
import { isEndedSession, signInAgainPath } from './session-refusal';

describe('isEndedSession', () => {
  it('is a member call refused for its session', () => {
    expect(isEndedSession('/api/protected/gift', 401, { message: 'auth.session.revoked' })).toBe(true);
    expect(isEndedSession('/api/protected/gift', 401, { message: 'auth.unauthorized' })).toBe(true);
  });

  it('is not a sign-in refusal, another status, or a public call', () => {
    expect(isEndedSession('/api/auth/loginVerify', 401, { message: 'auth.session.revoked' })).toBe(false);
    expect(isEndedSession('/api/protected/gift', 403, { message: 'auth.unauthorized' })).toBe(false);
    expect(isEndedSession('/api/protected/gift', 401, { message: 'auth.ticket.invalid' })).toBe(false);
    expect(isEndedSession('/api/protected/gift', 401, 'Unauthorized')).toBe(false);
  });
});

describe('signInAgainPath', () => {
  it('asks sign-in to drop the session and come back', () => {
    expect(signInAgainPath('/member/shop?shop=reward')).toBe(
      '/auth/signin?error=SessionRequired&callbackUrl=%2Fmember%2Fshop%3Fshop%3Dreward',
    );
  });
});
