import type { JWT } from 'next-auth/jwt';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAuthOptions } from './auth-options';

const member = {
  id: 'member-1',
  comoMemberId: 'member-1',
  businessId: 'bean-leaf',
  email: 'dana@example.com',
  firstName: 'Dana',
  lastName: 'Demo',
  authTime: 1_700_000_000_000,
  sessionId: '5b1d2c3e-4f50-4a6b-8c7d-9e0f1a2b3c4d',
};

describe('getAuthOptions', () => {
  beforeEach(() => {
    vi.stubEnv('NEXTAUTH_SECRET', 'unit-test-nextauth-secret-0123456789abcdef');
    vi.stubEnv('NEXTAUTH_URL', 'http://localhost:3000');
  });
  afterEach(() => vi.unstubAllEnvs());

  it('keeps JWT sessions for 30 days (SESSION_MAX_AGE_SECONDS) and signs in on /auth/signin', () => {
    const options = getAuthOptions();
    expect(options.session).toEqual({ strategy: 'jwt', maxAge: 2_592_000 });
    expect(options.jwt).toEqual({ maxAge: 2_592_000 });
    expect(options.pages).toEqual({ signIn: '/auth/signin', error: '/auth/signin' });
    // next-auth merges each provider's options over its defaults when it starts.
    expect(options.providers.map((provider) => provider.options?.id)).toEqual([
      'temporaryToken',
      'consent',
      'custom',
    ]);
  });

  it('uses Secure, __Secure- cookies only when the portal is served over https', () => {
    expect(getAuthOptions().useSecureCookies).toBe(false);
    vi.stubEnv('NEXTAUTH_URL', 'https://portal.example.com');
    expect(getAuthOptions().useSecureCookies).toBe(true);
  });

  it('refuses to start without a strong NEXTAUTH_SECRET', () => {
    vi.stubEnv('NEXTAUTH_SECRET', 'short');
    expect(() => getAuthOptions()).toThrow(/NEXTAUTH_SECRET/);
  });

  it('builds a fresh token from the sign-in, whatever the previous one held', async () => {
    const { jwt } = getAuthOptions().callbacks!;
    const token = await jwt!({
      token: { name: 'old', picture: 'x', comoMemberId: 'someone-else', authTime: 1 } as JWT,
      user: member,
      account: null,
      trigger: 'signIn',
    });
    expect(token).toEqual({
      sub: 'member-1',
      email: 'dana@example.com',
      comoMemberId: 'member-1',
      businessId: 'bean-leaf',
      firstName: 'Dana',
      lastName: 'Demo',
      authTime: 1_700_000_000_000,
      sessionId: '5b1d2c3e-4f50-4a6b-8c7d-9e0f1a2b3c4d',
    });
  });

  it('keeps the token as it is on later calls, ignoring what a client sends with update()', async () => {
    const { jwt } = getAuthOptions().callbacks!;
    const token = { sub: 'member-1', comoMemberId: 'member-1', authTime: 5 } as JWT;
    const updated = await jwt!({
      token,
      user: undefined as never,
      account: null,
      trigger: 'update',
      session: { comoMemberId: 'intruder', authTime: Date.now() },
    });
    expect(updated).toBe(token);
  });

  it("exposes the session's five fields (e-mail, member id, business id, names), and not the sign-in time", async () => {
    const { session } = getAuthOptions().callbacks!;
    const result = await session!({
      session: { expires: '2100-01-01T00:00:00.000Z', user: { name: 'x' } },
      token: { ...member, sub: 'member-1' },
    } as never);
    expect(result).toEqual({
      expires: '2100-01-01T00:00:00.000Z',
      user: {
        email: 'dana@example.com',
        comoMemberId: 'member-1',
        businessId: 'bean-leaf',
        firstName: 'Dana',
        lastName: 'Demo',
      },
    });
  });
});
