import { describe, expect, it } from 'vitest';
import { appConfigFromEnv, EnvError, loadEnv } from './env';

const tokens = { SERVICE_TOKEN: 'service-token-0123456789', ADMIN_TOKEN: 'admin-token-0123456789' };

describe('loadEnv', () => {
  it('applies the documented defaults', () => {
    expect(loadEnv(tokens)).toMatchObject({
      API_PORT: 4000,
      API_HOST: '127.0.0.1',
      DATA_DIR: './data',
      DEFAULT_BUSINESS_ID: 'bean-leaf',
      LOYALTY_DEV_OUTBOX: false,
      LOYALTY_DEMO: false,
      LOG_LEVEL: 'info',
      TRUST_PROXY: false,
    });
  });

  it('reads flags, numbers and proxy lists', () => {
    const env = loadEnv({
      ...tokens,
      API_PORT: '4100',
      LOYALTY_DEV_OUTBOX: '1',
      LOYALTY_DEMO: 'true',
      TRUST_PROXY: '10.0.0.1, 10.0.0.0/8',
      DATABASE_URL: 'postgres://db/loyalty',
    });
    expect(env).toMatchObject({
      API_PORT: 4100,
      LOYALTY_DEV_OUTBOX: true,
      LOYALTY_DEMO: true,
      TRUST_PROXY: ['10.0.0.1', '10.0.0.0/8'],
      DATABASE_URL: 'postgres://db/loyalty',
    });
    expect(appConfigFromEnv(env)).toMatchObject({ devOutbox: true, trustProxy: ['10.0.0.1', '10.0.0.0/8'] });
    expect(loadEnv({ ...tokens, TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
  });

  it('names every problem: missing or short tokens, equal tokens, a bad port', () => {
    const problems = (source: NodeJS.ProcessEnv) => {
      try {
        loadEnv(source);
      } catch (error) {
        expect(error).toBeInstanceOf(EnvError);
        return (error as EnvError).problems;
      }
      throw new Error('expected loadEnv to fail');
    };
    expect(problems({})).toEqual([
      'SERVICE_TOKEN: SERVICE_TOKEN is required',
      'ADMIN_TOKEN: ADMIN_TOKEN is required',
    ]);
    expect(problems({ SERVICE_TOKEN: 'short', ADMIN_TOKEN: tokens.ADMIN_TOKEN, API_PORT: 'http' })).toEqual([
      expect.stringMatching(/^API_PORT: /),
      'SERVICE_TOKEN: SERVICE_TOKEN must be at least 16 characters',
    ]);
    expect(problems({ SERVICE_TOKEN: tokens.SERVICE_TOKEN, ADMIN_TOKEN: tokens.SERVICE_TOKEN })).toEqual([
      'ADMIN_TOKEN: ADMIN_TOKEN must differ from SERVICE_TOKEN',
    ]);
  });
});
