import { decode, encode } from 'next-auth/jwt';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../logger';
import { decodeSessionJwt, readMemberToken } from './session-token';

const SECRET = 'unit-test-nextauth-secret-0123456789abcdef';
const claims = {
  comoMemberId: 'member-1',
  businessId: 'bean-leaf',
  email: null,
  firstName: 'Dana',
  lastName: null,
  authTime: 1_700_000_000_000,
  sessionId: '5b1d2c3e-4f50-4a6b-8c7d-9e0f1a2b3c4d',
};

/** A logger whose lines (their messages) the test reads. */
function recordingLogger() {
  const lines: string[] = [];
  const log = createLogger({}, (line) => lines.push((JSON.parse(line) as { msg: string }).msg), 'trace');
  return { log, lines };
}

const jar = (name: string, value: string) => ({ getAll: () => [{ name, value }] });

describe('readMemberToken', () => {
  beforeEach(() => {
    vi.stubEnv('NEXTAUTH_SECRET', SECRET);
    vi.stubEnv('NEXTAUTH_URL', 'http://localhost:3000');
  });
  afterEach(() => vi.unstubAllEnvs());

  it('decodes the claims of a session cookie', async () => {
    const token = await encode({ token: { ...claims, sub: 'member-1' }, secret: SECRET });
    const { log } = recordingLogger();
    expect(await readMemberToken(jar('next-auth.session-token', token), log)).toEqual(claims);
  });

  it("logs 'Error decoding session token' and answers null for a bad cookie", async () => {
    const { log, lines } = recordingLogger();
    expect(await readMemberToken(jar('next-auth.session-token', 'garbage'), log)).toBeNull();
    const foreign = await encode({ token: claims, secret: 'some-other-secret-that-is-long-enough' });
    expect(await readMemberToken(jar('next-auth.session-token', foreign), log)).toBeNull();
    expect(lines).toEqual(['Error decoding session token', 'Error decoding session token']);
  });

  it("decodes exactly as next-auth's own decode, and follows a change of secret", async () => {
    const token = await encode({ token: { ...claims, sub: 'member-1' }, secret: SECRET });
    expect(await decodeSessionJwt(token, SECRET)).toEqual(await decode({ token, secret: SECRET }));
    const rotated = 'rotated-nextauth-secret-0123456789abcdef';
    vi.stubEnv('NEXTAUTH_SECRET', rotated);
    const { log } = recordingLogger();
    expect(await readMemberToken(jar('next-auth.session-token', token), log)).toBeNull();
    const fresh = await encode({ token: { ...claims, sub: 'member-1' }, secret: rotated });
    expect(await readMemberToken(jar('next-auth.session-token', fresh), log)).toEqual(claims);
  });

  it('answers null, silently, without a cookie', async () => {
    const { log, lines } = recordingLogger();
    expect(await readMemberToken({ getAll: () => [] }, log)).toBeNull();
    expect(lines).toEqual([]);
  });

  it('refuses an expired token (beyond the 15 s clock tolerance)', async () => {
    const expired = await encode({ token: claims, secret: SECRET, maxAge: -16 });
    const { log } = recordingLogger();
    expect(await readMemberToken(jar('next-auth.session-token', expired), log)).toBeNull();
    const justExpired = await encode({ token: claims, secret: SECRET, maxAge: -5 });
    expect(await readMemberToken(jar('next-auth.session-token', justExpired), log)).toEqual(claims);
  });

  it('reuses a decoded cookie only until its own expiry', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const token = await encode({ token: claims, secret: SECRET, maxAge: 30 });
      const { log, lines } = recordingLogger();
      const cookie = jar('next-auth.session-token', token);
      expect(await readMemberToken(cookie, log)).toEqual(claims);
      vi.setSystemTime(Date.now() + 40_000); // past exp, within the 15 s tolerance
      expect(await readMemberToken(cookie, log)).toEqual(claims);
      vi.setSystemTime(Date.now() + 10_000); // past exp + tolerance: refused, as decoding refuses it
      expect(await readMemberToken(cookie, log)).toBeNull();
      expect(lines).toEqual(['Error decoding session token']);
    } finally {
      vi.useRealTimers();
    }
  });
});
