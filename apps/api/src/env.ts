import { z } from 'zod';

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

const RECAPTCHA_KEYS = [
  'RECAPTCHA_SCORE_SITE_KEY',
  'RECAPTCHA_SCORE_SECRET',
  'RECAPTCHA_HUMAN_SITE_KEY',
  'RECAPTCHA_HUMAN_SECRET',
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
  });
export type Env = z.infer<typeof envSchema>;

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
  /** Stripe for paid memberships; absent (or `paymentsTestMode`): the test-mode provider. */
  stripe?: { secretKey: string; webhookSecret: string };
  /** Simulated payments (no network), also when Stripe keys are set. */
  paymentsTestMode?: boolean;
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
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET }
        : undefined,
    paymentsTestMode: env.PAYMENTS_TEST_MODE || env.LOYALTY_DEMO,
  };
}
