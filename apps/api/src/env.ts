import { createPrivateKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { loadOrCreateVapidKeys } from './modules/push/vapid-keys';

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((value) => value === '1' || value === 'true');

const token = (name: string) =>
  z.string({ error: `${name} is required` }).min(16, `${name} must be at least 16 characters`);

/**
 * Fastify's `trustProxy`: `true` trusts every hop, or a comma-separated list of proxy addresses/CIDRs.
 * (Hop counts are not offered: Fastify 5 treats them as "trust nothing".)
 */
const trustProxy = z
  .string()
  .optional()
  .transform((value): boolean | string[] => {
    if (value === undefined || value === '' || value === 'false' || value === '0') return false;
    if (value === 'true' || value === '1') return true;
    return value.split(',').map((part) => part.trim());
  });

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));
const optionalSecret = (name: string) =>
  optionalText.refine(
    (value) => value === undefined || value.length >= 16,
    `${name} must be at least 16 characters`,
  );
const optionalUrl = (name: string, protocols: readonly string[]) =>
  optionalText.refine(
    (value) => {
      if (value === undefined) return true;
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    `${name} must be a ${protocols.join(' or ')} URL`,
  );

/** Where links for a business's own systems point when PORTAL_ORIGIN_TEMPLATE is not set. */
export const DEFAULT_PORTAL_ORIGIN_TEMPLATE = 'https://{host}';

function safeProtocol(url: string): string {
  try {
    return new URL(url).protocol;
  } catch {
    return '';
  }
}

const RECAPTCHA_KEYS = [
  'RECAPTCHA_SCORE_SITE_KEY',
  'RECAPTCHA_SCORE_SECRET',
  'RECAPTCHA_HUMAN_SITE_KEY',
  'RECAPTCHA_HUMAN_SECRET',
] as const;

const WALLET_APPLE_KEYS = [
  'WALLET_APPLE_PASS_TYPE_ID',
  'WALLET_APPLE_TEAM_ID',
  'WALLET_APPLE_SIGNER_CERT',
  'WALLET_APPLE_SIGNER_KEY',
  'WALLET_APPLE_WWDR_CERT',
] as const;
const WALLET_GOOGLE_KEYS = [
  'WALLET_GOOGLE_ISSUER_ID',
  'WALLET_GOOGLE_SERVICE_ACCOUNT_EMAIL',
  'WALLET_GOOGLE_PRIVATE_KEY',
] as const;

const envSchema = z
  .object({
    API_PORT: z.coerce.number().int().min(0).max(65_535).default(4000),
    API_HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.string().min(1).optional(),
    SERVICE_TOKEN: token('SERVICE_TOKEN'),
    ADMIN_TOKEN: token('ADMIN_TOKEN'),
    DEFAULT_BUSINESS_ID: z.string().min(1).default('bean-leaf'),
    LOYALTY_DEV_OUTBOX: flag,
    LOYALTY_DEMO: flag,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: trustProxy,
    NODE_ENV: z.string().optional(),
    /** Key of the HMAC that stores one-time codes; default derived from SERVICE_TOKEN. */
    CODE_PEPPER: optionalSecret('CODE_PEPPER'),
    /** Key that signs ALTCHA challenges; default derived from SERVICE_TOKEN. */
    CAPTCHA_HMAC_KEY: optionalSecret('CAPTCHA_HMAC_KEY'),
    RECAPTCHA_SCORE_SITE_KEY: optionalText,
    RECAPTCHA_SCORE_SECRET: optionalText,
    RECAPTCHA_HUMAN_SITE_KEY: optionalText,
    RECAPTCHA_HUMAN_SECRET: optionalText,
    RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
    RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
    /** e.g. smtp://user:pass@mail.example.com:587 (STARTTLS when offered) or smtps://…:465. */
    SMTP_URL: optionalUrl('SMTP_URL', ['smtp:', 'smtps:']),
    SMTP_FROM: optionalText,
    /** HTTP SMS provider: POST JSON {to, from, text} with `Authorization: Bearer $SMS_API_KEY`. */
    SMS_PROVIDER_URL: optionalUrl('SMS_PROVIDER_URL', ['http:', 'https:']),
    SMS_API_KEY: optionalText,
    SMS_FROM: optionalText,
    /** Code requests and code checks one client IP may make in 10 minutes (raise behind a shared NAT). */
    AUTH_CODE_REQUESTS_PER_IP: z.coerce.number().int().min(1).default(20),
    AUTH_CODE_CHECKS_PER_IP: z.coerce.number().int().min(1).default(30),
    /** Apple Wallet: pass type id, team id and PEM files (signer certificate and key, Apple WWDR certificate). */
    WALLET_APPLE_PASS_TYPE_ID: optionalText,
    WALLET_APPLE_TEAM_ID: optionalText,
    WALLET_APPLE_SIGNER_CERT: optionalText,
    WALLET_APPLE_SIGNER_KEY: optionalText,
    WALLET_APPLE_WWDR_CERT: optionalText,
    WALLET_APPLE_SIGNER_KEY_PASSPHRASE: optionalText,
    /** Pass update pushes through APNs with the pass signer certificate (1); otherwise the dev outbox or none. */
    WALLET_APNS: flag,
    WALLET_APNS_URL: z.url().default('https://api.push.apple.com'),
    /** Google Wallet: issuer id, service account e-mail and the PEM file of its private key. */
    WALLET_GOOGLE_ISSUER_ID: optionalText,
    WALLET_GOOGLE_SERVICE_ACCOUNT_EMAIL: optionalText,
    WALLET_GOOGLE_PRIVATE_KEY: optionalText,
    /** Keep saved Google passes up to date through Google Wallet's REST API (1); otherwise the dev outbox or none. */
    WALLET_GOOGLE_UPDATES: flag,
    WALLET_GOOGLE_API_URL: z.url().default('https://walletobjects.googleapis.com'),
    /** Google's OAuth 2.0 token endpoint (service-account JWT grant) for Google Wallet's API and FCM. */
    GOOGLE_OAUTH_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
    /** Key of the HMAC that signs wallet links and pass tokens; default derived from SERVICE_TOKEN. */
    WALLET_LINK_SECRET: optionalSecret('WALLET_LINK_SECRET'),
    /**
     * The portal's public origin with `{host}` for a business's host name: where links handed to the business's
     * own systems (an outside page's wallet links) point. Default `https://{host}`.
     */
    PORTAL_ORIGIN_TEMPLATE: z
      .string()
      .default(DEFAULT_PORTAL_ORIGIN_TEMPLATE)
      .refine(
        (value) =>
          value.includes('{host}') && /^https?:$/.test(safeProtocol(value.replaceAll('{host}', 'x'))),
        'PORTAL_ORIGIN_TEMPLATE must be an http(s) origin containing {host}, e.g. https://{host}',
      ),
    /** Web Push (VAPID) keys; without them a pair is generated once into DATA_DIR. */
    VAPID_PUBLIC_KEY: optionalText,
    VAPID_PRIVATE_KEY: optionalText,
    /** Who the push services may contact about this sender (mailto: or https:). */
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:\/\/)\S+$/, 'VAPID_SUBJECT must be a mailto: or https: URL')
      .default('mailto:push@loyalty.example'),
    /**
     * Firebase Cloud Messaging as a second push transport: the service account's JSON key (the file's path, or
     * the JSON itself). Devices that register an FCM token are pushed through FCM HTTP v1; without it such
     * tokens are refused.
     */
    FCM_SERVICE_ACCOUNT: optionalText,
    /** FCM's HTTP v1 base URL (only with FCM_SERVICE_ACCOUNT). */
    FCM_API_URL: optionalUrl('FCM_API_URL', ['http:', 'https:']),
    /** Development and tests only: accept push endpoints over plain http and on this machine. */
    PUSH_ALLOW_LOCAL_ENDPOINTS: flag,
    /** Stripe (paid memberships): both keys, or neither for the test-mode payment provider. */
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    /** Simulate payments even with Stripe keys set (demo, end-to-end tests). */
    PAYMENTS_TEST_MODE: flag,
  })
  // Equal tokens would let the portal's credential call the admin API.
  .refine((env) => env.SERVICE_TOKEN !== env.ADMIN_TOKEN, {
    message: 'ADMIN_TOKEN must differ from SERVICE_TOKEN',
    path: ['ADMIN_TOKEN'],
  })
  // Half a reCAPTCHA set-up would silently fall back to ALTCHA, so it is refused.
  .refine((env) => RECAPTCHA_KEYS.every((key) => env[key]) || RECAPTCHA_KEYS.every((key) => !env[key]), {
    message: `set all of ${RECAPTCHA_KEYS.join(', ')} or none`,
    path: ['RECAPTCHA_SCORE_SITE_KEY'],
  })
  // Half a wallet set-up would silently drop the link, so it is refused.
  .refine(
    (env) => WALLET_APPLE_KEYS.every((key) => env[key]) || WALLET_APPLE_KEYS.every((key) => !env[key]),
    {
      message: `set all of ${WALLET_APPLE_KEYS.join(', ')} or none`,
      path: ['WALLET_APPLE_PASS_TYPE_ID'],
    },
  )
  .refine(
    (env) => WALLET_GOOGLE_KEYS.every((key) => env[key]) || WALLET_GOOGLE_KEYS.every((key) => !env[key]),
    { message: `set all of ${WALLET_GOOGLE_KEYS.join(', ')} or none`, path: ['WALLET_GOOGLE_ISSUER_ID'] },
  )
  .refine((env) => !env.WALLET_APNS || env.WALLET_APPLE_PASS_TYPE_ID, {
    message: 'WALLET_APNS needs the WALLET_APPLE_* settings (pushes use the pass signer certificate)',
    path: ['WALLET_APNS'],
  })
  .refine((env) => !env.WALLET_GOOGLE_UPDATES || env.WALLET_GOOGLE_ISSUER_ID, {
    message: 'WALLET_GOOGLE_UPDATES needs the WALLET_GOOGLE_* settings (updates use the service account)',
    path: ['WALLET_GOOGLE_UPDATES'],
  })
  .refine((env) => !env.FCM_API_URL || env.FCM_SERVICE_ACCOUNT, {
    message: 'FCM_API_URL needs FCM_SERVICE_ACCOUNT',
    path: ['FCM_API_URL'],
  })
  .superRefine((env, context) => {
    if (!env.FCM_SERVICE_ACCOUNT) return;
    const problem = fcmAccountProblem(env.FCM_SERVICE_ACCOUNT);
    if (problem) context.addIssue({ code: 'custom', message: problem, path: ['FCM_SERVICE_ACCOUNT'] });
  })
  .refine((env) => !env.VAPID_PUBLIC_KEY === !env.VAPID_PRIVATE_KEY, {
    message: 'set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY or neither',
    path: ['VAPID_PUBLIC_KEY'],
  })
  .refine((env) => !env.SMTP_URL || env.SMTP_FROM, {
    message: 'SMTP_FROM is required with SMTP_URL',
    path: ['SMTP_FROM'],
  })
  .refine((env) => Boolean(env.STRIPE_SECRET_KEY) === Boolean(env.STRIPE_WEBHOOK_SECRET), {
    message: 'set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET or neither',
    path: ['STRIPE_SECRET_KEY'],
  })
  .refine((env) => !env.SMS_PROVIDER_URL || (env.SMS_API_KEY && env.SMS_FROM), {
    message: 'SMS_API_KEY and SMS_FROM are required with SMS_PROVIDER_URL',
    path: ['SMS_PROVIDER_URL'],
  })
  // Production refuses what only a demo may do: expose every one-time code, seed demo members, or make up keys
  // of its own (each instance would make different ones, and a push subscribed through one fails on another).
  .refine((env) => env.NODE_ENV !== 'production' || !env.LOYALTY_DEV_OUTBOX, {
    message:
      'LOYALTY_DEV_OUTBOX=1 is refused in production: GET /dev/outbox would expose every one-time code',
    path: ['LOYALTY_DEV_OUTBOX'],
  })
  .refine((env) => env.NODE_ENV !== 'production' || !env.LOYALTY_DEMO, {
    message: 'LOYALTY_DEMO=1 is refused in production: it seeds demo businesses and members',
    path: ['LOYALTY_DEMO'],
  })
  .refine((env) => env.NODE_ENV !== 'production' || (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY), {
    message:
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are required in production (every instance must push with the same keys)',
    path: ['VAPID_PUBLIC_KEY'],
  });
export type Env = z.infer<typeof envSchema>;

/** The fields of a service account's JSON key that FCM needs: all three, or the key is refused. */
const FCM_ACCOUNT_FIELDS = ['project_id', 'client_email', 'private_key'] as const;

/** A Firebase service account: its project and the account that signs token requests. */
export interface FcmAccount {
  projectId: string;
  clientEmail: string;
  /** PEM of the RSA private key. */
  privateKey: string;
}

/** FCM_SERVICE_ACCOUNT as JSON: the value itself when it is JSON, else the file it names. */
function readFcmAccountJson(value: string): unknown {
  const text = value.trimStart().startsWith('{') ? value : readFileSync(value, 'utf8');
  return JSON.parse(text) as unknown;
}

function parseFcmAccount(value: string): FcmAccount {
  const json = readFcmAccountJson(value) as Record<string, unknown>;
  const missing = FCM_ACCOUNT_FIELDS.filter((field) => typeof json[field] !== 'string' || !json[field]);
  if (missing.length > 0) throw new Error(`it lacks ${missing.join(', ')}`);
  const account = {
    projectId: json.project_id as string,
    clientEmail: json.client_email as string,
    privateKey: json.private_key as string,
  };
  if (createPrivateKey(account.privateKey).asymmetricKeyType !== 'rsa')
    throw new Error('private_key is not an RSA key');
  return account;
}

function fcmAccountProblem(value: string): string | undefined {
  try {
    parseFcmAccount(value);
    return undefined;
  } catch (error) {
    return `FCM_SERVICE_ACCOUNT must be a service account's JSON key (or its file) with ${FCM_ACCOUNT_FIELDS.join(', ')}: ${error instanceof Error ? error.message : String(error)}`;
  }
}

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** The only reader of process.env (DESIGN.md): validates it once at start-up. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`),
    );
  }
  return result.data;
}

/** What `buildApp` needs; derived from the environment by `server.ts`, built directly by tests. */
export interface AppConfig {
  serviceToken: string;
  adminToken: string;
  defaultBusinessId: string;
  /** Registers `GET /dev/outbox` (LOYALTY_DEV_OUTBOX=1). */
  devOutbox: boolean;
  logLevel: Env['LOG_LEVEL'];
  trustProxy: Env['TRUST_PROXY'];
  /** HMAC key of stored one-time codes; default derived from the service token. */
  codePepper?: string;
  /** Key that signs ALTCHA challenges; default derived from the service token. */
  captchaHmacKey?: string;
  /** Google reCAPTCHA (score key, human key as the fallback); ALTCHA when absent. */
  recaptcha?: RecaptchaConfig;
  /** E-mail delivery outside the dev outbox. */
  smtp?: { url: string; from: string };
  /** SMS delivery outside the dev outbox. */
  sms?: { url: string; apiKey: string; from: string };
  /** Per-client-IP limits of the sign-in endpoints, per 10 minutes (defaults 20 and 30). */
  ipLimits?: { codeRequests: number; codeChecks: number };
  /** Wallet passes; without it neither wallet is offered. */
  wallet?: WalletConfig;
  /** Web Push; without it the app makes a key pair of its own (tests). */
  push?: PushConfig;
  /** Stripe for paid memberships; absent (or `paymentsTestMode`): the test-mode provider. */
  stripe?: { secretKey: string; webhookSecret: string };
  /** Simulated payments (no network), also when Stripe keys are set. */
  paymentsTestMode?: boolean;
  /** The portal's origin with `{host}` (PORTAL_ORIGIN_TEMPLATE); default `https://{host}`. */
  portalOriginTemplate?: string;
}

export interface WalletConfig {
  apple?: {
    passTypeId: string;
    teamId: string;
    /** Paths of PEM files. */
    signerCertPath: string;
    signerKeyPath: string;
    wwdrCertPath: string;
    signerKeyPassphrase?: string;
  };
  google?: { issuerId: string; serviceAccountEmail: string; privateKeyPath: string };
  /** Pass update pushes: Apple's push service at this URL, else the dev outbox when it is on, else none. */
  apnsUrl?: string;
  /** Saved Google passes updated through Google Wallet's API (and the token endpoint), else the dev outbox or none. */
  googleApi?: { apiUrl: string; tokenUrl: string };
  /** HMAC key of wallet links and pass tokens; default derived from the service token. */
  linkSecret?: string;
}

interface PushConfig {
  /** Firebase Cloud Messaging (HTTP v1), for devices that register an FCM token. */
  fcm?: { account: FcmAccount; apiUrl: string; tokenUrl: string };
  vapidPublicKey: string;
  vapidPrivateKey: string;
  vapidSubject: string;
  /** Push endpoints over plain http and on private hosts (development and tests only). */
  allowLocalEndpoints: boolean;
}

function pushConfigFromEnv(env: Env): PushConfig {
  const keys =
    env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
      ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
      : loadOrCreateVapidKeys(env.DATA_DIR);
  return {
    vapidPublicKey: keys.publicKey,
    vapidPrivateKey: keys.privateKey,
    vapidSubject: env.VAPID_SUBJECT,
    allowLocalEndpoints: env.PUSH_ALLOW_LOCAL_ENDPOINTS,
    fcm: env.FCM_SERVICE_ACCOUNT
      ? {
          account: parseFcmAccount(env.FCM_SERVICE_ACCOUNT),
          apiUrl: env.FCM_API_URL ?? 'https://fcm.googleapis.com',
          tokenUrl: env.GOOGLE_OAUTH_TOKEN_URL,
        }
      : undefined,
  };
}

export interface RecaptchaConfig {
  scoreSiteKey: string;
  scoreSecret: string;
  humanSiteKey: string;
  humanSecret: string;
  /** Score tokens below this need the human challenge. */
  minScore: number;
  verifyUrl: string;
}

export function appConfigFromEnv(env: Env): AppConfig {
  return {
    serviceToken: env.SERVICE_TOKEN,
    adminToken: env.ADMIN_TOKEN,
    defaultBusinessId: env.DEFAULT_BUSINESS_ID,
    devOutbox: env.LOYALTY_DEV_OUTBOX,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    codePepper: env.CODE_PEPPER,
    captchaHmacKey: env.CAPTCHA_HMAC_KEY,
    recaptcha:
      env.RECAPTCHA_SCORE_SITE_KEY &&
      env.RECAPTCHA_SCORE_SECRET &&
      env.RECAPTCHA_HUMAN_SITE_KEY &&
      env.RECAPTCHA_HUMAN_SECRET
        ? {
            scoreSiteKey: env.RECAPTCHA_SCORE_SITE_KEY,
            scoreSecret: env.RECAPTCHA_SCORE_SECRET,
            humanSiteKey: env.RECAPTCHA_HUMAN_SITE_KEY,
            humanSecret: env.RECAPTCHA_HUMAN_SECRET,
            minScore: env.RECAPTCHA_MIN_SCORE,
            verifyUrl: env.RECAPTCHA_VERIFY_URL,
          }
        : undefined,
    smtp: env.SMTP_URL && env.SMTP_FROM ? { url: env.SMTP_URL, from: env.SMTP_FROM } : undefined,
    sms:
      env.SMS_PROVIDER_URL && env.SMS_API_KEY && env.SMS_FROM
        ? { url: env.SMS_PROVIDER_URL, apiKey: env.SMS_API_KEY, from: env.SMS_FROM }
        : undefined,
    ipLimits: { codeRequests: env.AUTH_CODE_REQUESTS_PER_IP, codeChecks: env.AUTH_CODE_CHECKS_PER_IP },
    wallet: walletConfigFromEnv(env),
    push: pushConfigFromEnv(env),
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET }
        : undefined,
    paymentsTestMode: env.PAYMENTS_TEST_MODE || env.LOYALTY_DEMO,
    portalOriginTemplate: env.PORTAL_ORIGIN_TEMPLATE,
  };
}

function walletConfigFromEnv(env: Env): WalletConfig {
  return {
    apple:
      env.WALLET_APPLE_PASS_TYPE_ID &&
      env.WALLET_APPLE_TEAM_ID &&
      env.WALLET_APPLE_SIGNER_CERT &&
      env.WALLET_APPLE_SIGNER_KEY &&
      env.WALLET_APPLE_WWDR_CERT
        ? {
            passTypeId: env.WALLET_APPLE_PASS_TYPE_ID,
            teamId: env.WALLET_APPLE_TEAM_ID,
            signerCertPath: env.WALLET_APPLE_SIGNER_CERT,
            signerKeyPath: env.WALLET_APPLE_SIGNER_KEY,
            wwdrCertPath: env.WALLET_APPLE_WWDR_CERT,
            signerKeyPassphrase: env.WALLET_APPLE_SIGNER_KEY_PASSPHRASE,
          }
        : undefined,
    google:
      env.WALLET_GOOGLE_ISSUER_ID && env.WALLET_GOOGLE_SERVICE_ACCOUNT_EMAIL && env.WALLET_GOOGLE_PRIVATE_KEY
        ? {
            issuerId: env.WALLET_GOOGLE_ISSUER_ID,
            serviceAccountEmail: env.WALLET_GOOGLE_SERVICE_ACCOUNT_EMAIL,
            privateKeyPath: env.WALLET_GOOGLE_PRIVATE_KEY,
          }
        : undefined,
    apnsUrl: env.WALLET_APNS ? env.WALLET_APNS_URL : undefined,
    googleApi: env.WALLET_GOOGLE_UPDATES
      ? { apiUrl: env.WALLET_GOOGLE_API_URL, tokenUrl: env.GOOGLE_OAUTH_TOKEN_URL }
      : undefined,
    linkSecret: env.WALLET_LINK_SECRET,
  };
}
