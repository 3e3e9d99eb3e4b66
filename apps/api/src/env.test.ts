import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

  it('refuses the dev outbox, the demo seed and generated push keys in production, and accepts a full set-up', () => {
    const production = { ...tokens, NODE_ENV: 'production' };
    const vapid = { VAPID_PUBLIC_KEY: 'public-key', VAPID_PRIVATE_KEY: 'private-key' };
    const problems = (source: NodeJS.ProcessEnv) => {
      try {
        loadEnv(source);
      } catch (error) {
        return (error as EnvError).problems.map((problem) => problem.split(':')[0]);
      }
      return [];
    };
    expect(problems({ ...production, ...vapid, LOYALTY_DEV_OUTBOX: '1', LOYALTY_DEMO: '1' })).toEqual([
      'LOYALTY_DEV_OUTBOX',
      'LOYALTY_DEMO',
    ]);
    expect(problems(production)).toEqual(['VAPID_PUBLIC_KEY']);
    expect(problems({ ...production, ...vapid })).toEqual([]);
    // Outside production the demo keeps all three.
    expect(problems({ ...tokens, LOYALTY_DEV_OUTBOX: '1', LOYALTY_DEMO: '1' })).toEqual([]);
  });
});

describe('sign-in settings', () => {
  it('are optional, and build the delivery and captcha configuration when given', () => {
    const bare = appConfigFromEnv(loadEnv(tokens));
    expect(bare).toMatchObject({ codePepper: undefined, captchaHmacKey: undefined, recaptcha: undefined });
    expect(bare.smtp).toBeUndefined();
    expect(bare.sms).toBeUndefined();

    const full = appConfigFromEnv(
      loadEnv({
        ...tokens,
        CODE_PEPPER: 'pepper-pepper-pepper',
        CAPTCHA_HMAC_KEY: 'captcha-key-0123456789',
        RECAPTCHA_SCORE_SITE_KEY: 'score-site',
        RECAPTCHA_SCORE_SECRET: 'score-secret',
        RECAPTCHA_HUMAN_SITE_KEY: 'human-site',
        RECAPTCHA_HUMAN_SECRET: 'human-secret',
        RECAPTCHA_MIN_SCORE: '0.7',
        SMTP_URL: 'smtp://user:pass@mail.example.com:587',
        SMTP_FROM: 'Loyalty <no-reply@example.com>',
        SMS_PROVIDER_URL: 'https://sms.example.com/v1/messages',
        SMS_API_KEY: 'sms-key',
        SMS_FROM: 'Loyalty',
      }),
    );
    expect(full).toMatchObject({
      codePepper: 'pepper-pepper-pepper',
      captchaHmacKey: 'captcha-key-0123456789',
      recaptcha: {
        scoreSiteKey: 'score-site',
        scoreSecret: 'score-secret',
        humanSiteKey: 'human-site',
        humanSecret: 'human-secret',
        minScore: 0.7,
        verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
      },
      smtp: { url: 'smtp://user:pass@mail.example.com:587', from: 'Loyalty <no-reply@example.com>' },
      sms: { url: 'https://sms.example.com/v1/messages', apiKey: 'sms-key', from: 'Loyalty' },
    });
  });

  it('refuses half a reCAPTCHA set-up, a provider without its companions, and short secrets', () => {
    const problems = (source: NodeJS.ProcessEnv) => {
      try {
        loadEnv({ ...tokens, ...source });
      } catch (error) {
        return (error as EnvError).problems;
      }
      return [];
    };
    expect(problems({ RECAPTCHA_SCORE_SITE_KEY: 'score-site' })).toEqual([
      expect.stringMatching(/^RECAPTCHA_SCORE_SITE_KEY: set all of RECAPTCHA_SCORE_SITE_KEY/),
    ]);
    expect(problems({ SMTP_URL: 'smtp://mail.example.com' })).toEqual([
      'SMTP_FROM: SMTP_FROM is required with SMTP_URL',
    ]);
    expect(problems({ SMTP_URL: 'http://mail.example.com', SMTP_FROM: 'x@example.com' })).toEqual([
      'SMTP_URL: SMTP_URL must be a smtp: or smtps: URL',
    ]);
    expect(problems({ SMS_PROVIDER_URL: 'https://sms.example.com' })).toEqual([
      'SMS_PROVIDER_URL: SMS_API_KEY and SMS_FROM are required with SMS_PROVIDER_URL',
    ]);
    expect(problems({ CODE_PEPPER: 'short', CAPTCHA_HMAC_KEY: 'short' })).toEqual([
      'CODE_PEPPER: CODE_PEPPER must be at least 16 characters',
      'CAPTCHA_HMAC_KEY: CAPTCHA_HMAC_KEY must be at least 16 characters',
    ]);
  });
});

describe('wallet settings', () => {
  const apple = {
    WALLET_APPLE_PASS_TYPE_ID: 'pass.com.example.loyalty',
    WALLET_APPLE_TEAM_ID: 'ABCDE12345',
    WALLET_APPLE_SIGNER_CERT: '/etc/wallet/signer-cert.pem',
    WALLET_APPLE_SIGNER_KEY: '/etc/wallet/signer-key.pem',
    WALLET_APPLE_WWDR_CERT: '/etc/wallet/wwdr.pem',
  };
  const google = {
    WALLET_GOOGLE_ISSUER_ID: '3388000000000000000',
    WALLET_GOOGLE_SERVICE_ACCOUNT_EMAIL: 'wallet@example.iam.gserviceaccount.com',
    WALLET_GOOGLE_PRIVATE_KEY: '/etc/wallet/google.pem',
  };
  const problems = (source: NodeJS.ProcessEnv) => {
    try {
      loadEnv({ ...tokens, ...source });
    } catch (error) {
      return (error as EnvError).problems.join('\n');
    }
    return '';
  };

  it('configure neither wallet by default, and each one when all its settings are given', () => {
    expect(appConfigFromEnv(loadEnv(tokens)).wallet).toMatchObject({ apple: undefined, google: undefined });
    const full = appConfigFromEnv(loadEnv({ ...tokens, ...apple, ...google, WALLET_APNS: '1' })).wallet;
    expect(full).toMatchObject({
      apple: {
        passTypeId: 'pass.com.example.loyalty',
        teamId: 'ABCDE12345',
        wwdrCertPath: '/etc/wallet/wwdr.pem',
      },
      google: { issuerId: '3388000000000000000', privateKeyPath: '/etc/wallet/google.pem' },
      apnsUrl: 'https://api.push.apple.com',
    });
  });

  it('refuses half an Apple or Google set-up, and APNs without Apple', () => {
    expect(problems({ ...apple, WALLET_APPLE_WWDR_CERT: '' })).toContain('WALLET_APPLE_PASS_TYPE_ID');
    expect(problems({ WALLET_GOOGLE_ISSUER_ID: 'x' })).toContain('WALLET_GOOGLE_ISSUER_ID');
    expect(problems({ WALLET_APNS: '1' })).toContain('WALLET_APNS');
    expect(problems({ ...apple, ...google })).toBe('');
  });

  it('puts links for outside pages on https by default, and refuses a template without {host}', () => {
    expect(appConfigFromEnv(loadEnv(tokens)).portalOriginTemplate).toBe('https://{host}');
    expect(
      appConfigFromEnv(loadEnv({ ...tokens, PORTAL_ORIGIN_TEMPLATE: 'http://{host}:3000' }))
        .portalOriginTemplate,
    ).toBe('http://{host}:3000');
    expect(problems({ PORTAL_ORIGIN_TEMPLATE: 'https://portal.example.com' })).toContain(
      'PORTAL_ORIGIN_TEMPLATE',
    );
    expect(problems({ PORTAL_ORIGIN_TEMPLATE: 'ftp://{host}' })).toContain('PORTAL_ORIGIN_TEMPLATE');
  });

  it('keep saved Google passes up to date only when asked, and only with the Google settings', () => {
    expect(appConfigFromEnv(loadEnv({ ...tokens, ...google })).wallet?.googleApi).toBeUndefined();
    expect(
      appConfigFromEnv(loadEnv({ ...tokens, ...google, WALLET_GOOGLE_UPDATES: '1' })).wallet?.googleApi,
    ).toEqual({
      apiUrl: 'https://walletobjects.googleapis.com',
      tokenUrl: 'https://oauth2.googleapis.com/token',
    });
    expect(problems({ WALLET_GOOGLE_UPDATES: '1' })).toContain('WALLET_GOOGLE_UPDATES');
  });

  it('configure FCM from a whole service account key, and refuse a partial one', () => {
    const { privateKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    const key = { project_id: 'loyalty-prod', client_email: 'push@loyalty-prod.iam.gserviceaccount.com' };
    const file = join(mkdtempSync(join(tmpdir(), 'fcm-')), 'service-account.json');
    writeFileSync(file, JSON.stringify({ ...key, private_key: privateKey }));
    for (const value of [file, JSON.stringify({ ...key, private_key: privateKey })])
      expect(appConfigFromEnv(loadEnv({ ...tokens, FCM_SERVICE_ACCOUNT: value })).push?.fcm).toMatchObject({
        account: { projectId: 'loyalty-prod', clientEmail: key.client_email },
        apiUrl: 'https://fcm.googleapis.com',
      });
    expect(appConfigFromEnv(loadEnv(tokens)).push?.fcm).toBeUndefined();
    expect(problems({ FCM_SERVICE_ACCOUNT: JSON.stringify(key) })).toMatch(
      /FCM_SERVICE_ACCOUNT.*private_key/,
    );
    expect(problems({ FCM_SERVICE_ACCOUNT: JSON.stringify({ ...key, private_key: 'nope' }) })).toContain(
      'FCM_SERVICE_ACCOUNT',
    );
    expect(problems({ FCM_API_URL: 'https://fcm.example.com' })).toContain('FCM_API_URL');
  });
});
