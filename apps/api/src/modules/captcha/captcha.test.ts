import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiErrorSchema, captchaConfigSchema } from '@loyalty/contract';
import { usedCaptchas } from '@loyalty/db';
import { testDatabaseKinds } from '@loyalty/db/testing';
import type { Challenge } from 'altcha-lib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { HttpError } from '../../lib/http-error';
import { asService, freshClientIp } from '../../test-support';
import {
  createTestClock,
  solveAltchaChallenge,
  solveCaptcha,
  startTestApi,
  type TestApi,
} from '../../testing';

/** What `captcha.verify` threw: its message key, or 'passed'. */
async function outcome(verifying: Promise<void>): Promise<string> {
  try {
    await verifying;
    return 'passed';
  } catch (error) {
    if (error instanceof HttpError) return error.messageKey;
    throw error;
  }
}

interface DecodedPayload {
  challenge: { parameters: Record<string, unknown>; signature?: string };
  solution: { counter: number; derivedKey: string };
}

const reencode = (payload: string, change: (decoded: DecodedPayload) => void) => {
  const decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as DecodedPayload;
  change(decoded);
  return Buffer.from(JSON.stringify(decoded)).toString('base64');
};

describe.each(testDatabaseKinds())('ALTCHA captcha on %s', (kind) => {
  let api: TestApi;
  const clock = createTestClock();
  beforeAll(async () => {
    api = await startTestApi({ databaseKind: kind, clock });
  });
  afterAll(() => api.close());

  const challenge = async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/v1/captcha/challenge',
      headers: asService(api),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json() as Challenge;
  };

  it('tells the portal to show ALTCHA and serves signed SHA-256 challenges that expire in 10 minutes', async () => {
    const config = await api.app.inject({
      method: 'GET',
      url: '/v1/captcha/config',
      headers: asService(api),
    });
    expect(captchaConfigSchema.parse(config.json())).toEqual({ provider: 'altcha' });
    const { parameters, signature } = await challenge();
    expect(parameters).toMatchObject({ algorithm: 'SHA-256', cost: 1, keyLength: 32 });
    expect(parameters.expiresAt).toBe(Math.floor(clock().getTime() / 1000) + 600);
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
    // Both need the service token.
    for (const url of ['/v1/captcha/config', '/v1/captcha/challenge']) {
      expect((await api.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('accepts a solved challenge once and refuses the replay', async () => {
    const { altcha } = await solveCaptcha(api);
    expect(await outcome(api.app.captcha.verify({ altcha }, undefined))).toBe('passed');
    expect(await outcome(api.app.captcha.verify({ altcha }, undefined))).toBe('captcha.invalid');
    expect(await api.db.select().from(usedCaptchas)).not.toHaveLength(0);
  });

  it('refuses a missing, malformed, tampered, foreign or expired solution', async () => {
    const solved = await solveAltchaChallenge(await challenge());
    const cases = {
      missing: undefined,
      empty: '',
      garbage: 'not base64 json',
      wrongKey: reencode(solved, (payload) => {
        payload.solution.derivedKey = '00'.repeat(32);
      }),
      easierChallenge: reencode(solved, (payload) => {
        payload.challenge.parameters.keyPrefix = '00';
      }),
      unsigned: reencode(solved, (payload) => {
        delete payload.challenge.signature;
      }),
    };
    for (const [name, altcha] of Object.entries(cases)) {
      expect([name, await outcome(api.app.captcha.verify({ altcha }, undefined))]).toEqual([
        name,
        'captcha.invalid',
      ]);
    }
    // Signed with another installation's key.
    const other = buildApp({
      db: api.db,
      databaseKind: api.databaseKind,
      config: { ...api.app.config, serviceToken: 'another-installation-token', captchaHmacKey: undefined },
    });
    try {
      const foreign = await solveAltchaChallenge(await other.captcha.challenge());
      expect(await outcome(api.app.captcha.verify({ altcha: foreign }, undefined))).toBe('captcha.invalid');
      expect(await outcome(other.captcha.verify({ altcha: foreign }, undefined))).toBe('passed');
    } finally {
      await other.close();
    }
    // Nothing above used the genuine solution up, but time does.
    clock.advance(601);
    expect(await outcome(api.app.captcha.verify({ altcha: solved }, undefined))).toBe('captcha.invalid');
  });
});

describe('reCAPTCHA captcha', () => {
  let api: TestApi;
  let app: FastifyInstance;
  let google: Server;
  const asked: { secret: string; response: string; remoteip: string | null }[] = [];
  let failing = false;
  const verdicts: Record<string, object> = {
    'score-high': { success: true, score: 0.9 },
    'score-low': { success: true, score: 0.3 },
    'score-missing': { success: true },
    'human-ok': { success: true },
  };

  beforeAll(async () => {
    api = await startTestApi();
    google = createServer(async (request: IncomingMessage, response) => {
      let body = '';
      for await (const chunk of request) body += String(chunk);
      const form = new URLSearchParams(body);
      asked.push({
        secret: form.get('secret') ?? '',
        response: form.get('response') ?? '',
        remoteip: form.get('remoteip'),
      });
      if (failing) {
        response.writeHead(500).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify(
          verdicts[form.get('response') ?? ''] ?? {
            success: false,
            'error-codes': ['invalid-input-response'],
          },
        ),
      );
    });
    await new Promise<void>((resolve) => google.listen(0, '127.0.0.1', resolve));
    app = buildApp({
      db: api.db,
      databaseKind: api.databaseKind,
      config: {
        ...api.app.config,
        recaptcha: {
          scoreSiteKey: 'score-site-key',
          scoreSecret: 'score-secret',
          humanSiteKey: 'human-site-key',
          humanSecret: 'human-secret',
          minScore: 0.5,
          verifyUrl: `http://127.0.0.1:${(google.address() as AddressInfo).port}/recaptcha/api/siteverify`,
        },
      },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await new Promise<void>((resolve) => google.close(() => resolve()));
    await api.close();
  });

  it('gives the portal both site keys and serves no ALTCHA challenge', async () => {
    const config = await app.inject({ method: 'GET', url: '/v1/captcha/config', headers: asService(api) });
    expect(captchaConfigSchema.parse(config.json())).toEqual({
      provider: 'recaptcha',
      scoreSiteKey: 'score-site-key',
      humanSiteKey: 'human-site-key',
    });
    const challenge = await app.inject({
      method: 'GET',
      url: '/v1/captcha/challenge',
      headers: asService(api),
    });
    expect(challenge.statusCode).toBe(404);
  });

  it('passes a good score, else falls back to the human challenge, verified with its own secret', async () => {
    asked.length = 0;
    const verify = (token?: string, humanRecaptchaToken?: string) =>
      outcome(app.captcha.verify({ token, humanRecaptchaToken }, '203.0.113.9'));
    expect(await verify('score-high')).toBe('passed');
    expect(asked).toEqual([{ secret: 'score-secret', response: 'score-high', remoteip: '203.0.113.9' }]);
    expect(await verify('score-low')).toBe('captcha.invalid');
    expect(await verify('score-missing')).toBe('captcha.invalid');
    expect(await verify('score-low', 'human-ok')).toBe('passed');
    expect(asked.at(-1)).toMatchObject({ secret: 'human-secret', response: 'human-ok' });
    expect(await verify(undefined, 'human-ok')).toBe('passed');
    expect(await verify('score-low', 'human-forged')).toBe('captcha.invalid');
    expect(await verify()).toBe('captcha.invalid');
    // An ALTCHA payload is no answer when reCAPTCHA is configured.
    expect(await outcome(app.captcha.verify({ altcha: (await solveCaptcha(api)).altcha }, undefined))).toBe(
      'captcha.invalid',
    );
  });

  it('guards code requests, forwarding the client IP, and answers 503 when Google cannot be asked', async () => {
    const request = (token: string) =>
      app.inject({
        method: 'POST',
        url: '/v1/auth/codes',
        headers: { ...asService(api), ...freshClientIp() },
        payload: { identifier: 'recaptcha-user@example.com', captcha: { token } },
      });
    const refused = await request('score-low');
    expect(refused.statusCode).toBe(400);
    expect(apiErrorSchema.parse(refused.json()).message).toBe('captcha.invalid');
    expect(asked.at(-1)?.remoteip).toMatch(/^10\./);
    expect((await request('score-high')).statusCode).toBe(202);
    failing = true;
    try {
      const down = await request('score-high');
      expect(down.statusCode).toBe(503);
      expect(apiErrorSchema.parse(down.json())).toEqual({
        code: 'UNAVAILABLE',
        message: 'general.unavailable',
      });
    } finally {
      failing = false;
    }
  });
});
