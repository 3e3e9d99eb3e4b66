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

export const envSchema = z
  .object({
    API_PORT: z.coerce.number().int().min(0).max(65_535).default(4000),
    API_HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.string().min(1).optional(),
    REDIS_URL: z.string().min(1).optional(),
    SERVICE_TOKEN: token('SERVICE_TOKEN'),
    ADMIN_TOKEN: token('ADMIN_TOKEN'),
    DEFAULT_BUSINESS_ID: z.string().min(1).default('bean-leaf'),
    LOYALTY_DEV_OUTBOX: flag,
    LOYALTY_DEMO: flag,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: trustProxy,
    NODE_ENV: z.string().optional(),
  })
  // Equal tokens would let the portal's credential call the admin API.
  .refine((env) => env.SERVICE_TOKEN !== env.ADMIN_TOKEN, {
    message: 'ADMIN_TOKEN must differ from SERVICE_TOKEN',
    path: ['ADMIN_TOKEN'],
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
  /** Shared rate-limit counters across instances; in-process counters when unset. */
  redisUrl?: string;
  logLevel: Env['LOG_LEVEL'];
  trustProxy: Env['TRUST_PROXY'];
}

export function appConfigFromEnv(env: Env): AppConfig {
  return {
    serviceToken: env.SERVICE_TOKEN,
    adminToken: env.ADMIN_TOKEN,
    defaultBusinessId: env.DEFAULT_BUSINESS_ID,
    devOutbox: env.LOYALTY_DEV_OUTBOX,
    redisUrl: env.REDIS_URL,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
  };
}
