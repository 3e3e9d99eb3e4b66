import { describe, expect, it } from 'vitest';
import { hasTemporaryToken, signOutTarget, takeTemporaryToken } from './temporary-token';

describe('takeTemporaryToken', () => {
  it.each(['temporarytoken', 'temporaryToken', 'TemporaryToken', 'TEMPORARYTOKEN'])(
    'takes %s out of the query, whatever its case, and sets tempTokenLogout',
    (name) => {
      expect(takeTemporaryToken(`?a=1&${name}=tok-123&b=2`)).toEqual({
        token: 'tok-123',
        search: '?a=1&b=2&tempTokenLogout=true',
      });
    },
  );

  it('removes every spelling, keeping the first non-empty token', () => {
    expect(takeTemporaryToken('?temporaryToken=&TEMPORARYTOKEN=second&temporarytoken=third')).toEqual({
      token: 'second',
      search: '?tempTokenLogout=true',
    });
  });

  it('leaves a query without a token alone', () => {
    expect(takeTemporaryToken('?a=1')).toEqual({ token: null, search: '?a=1' });
    expect(takeTemporaryToken('')).toEqual({ token: null, search: '' });
    expect(takeTemporaryToken('?temporary=1&token=2')).toEqual({
      token: null,
      search: '?temporary=1&token=2',
    });
  });

  it('decodes the token', () => {
    expect(takeTemporaryToken('?temporarytoken=a%2Bb%3D').token).toBe('a+b=');
  });
});

describe('hasTemporaryToken', () => {
  it('matches the parameter name case-insensitively', () => {
    expect(hasTemporaryToken('?TemporaryToken=x')).toBe(true);
    expect(hasTemporaryToken('?token=x')).toBe(false);
  });
});

describe('signOutTarget', () => {
  it('goes home after a temporary-token visit', () => {
    expect(signOutTarget('?temporaryToken=abc')).toBe('/');
    expect(signOutTarget('?x=1&tempTokenLogout=true')).toBe('/');
  });

  it('goes to sign-in otherwise', () => {
    expect(signOutTarget('')).toBe('/auth/signin');
    expect(signOutTarget('?callbackUrl=/member/profile')).toBe('/auth/signin');
  });
});
