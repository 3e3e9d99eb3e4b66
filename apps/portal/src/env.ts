import { z } from 'zod';

/**
 * The only reader of process.env. Parsed lazily on first use (not at import), so tests can set variables
 * before the first call and `next build` does not need server secrets.
 */
const logLevelSchema = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);
export type LogLevel = z.infer<typeof logLevelSchema>;

const serverEnvSchema = z
  .object({
    LOYALTY_API_URL: z.url().optional(),
    API_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
    SERVICE_TOKEN: z.string().min(1, 'SERVICE_TOKEN is required: the loyalty API trusts the portal by it'),
    LOG_LEVEL: logLevelSchema.default('info'),
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  })
  .transform((env) => ({
    loyaltyApiUrl: (env.LOYALTY_API_URL ?? `http://127.0.0.1:${env.API_PORT}`).replace(/\/+$/, ''),
    serviceToken: env.SERVICE_TOKEN,
    logLevel: env.LOG_LEVEL,
    isProduction: env.NODE_ENV === 'production',
  }));
export type ServerEnv = z.output<typeof serverEnvSchema>;

let cached: ServerEnv | undefined;

export function serverEnv(): ServerEnv {
  if (cached) return cached;
  const parsed = serverEnvSchema.safeParse(process.env);
  if (!parsed.success) {
    const details = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid portal environment: ${details}`);
  }
  cached = parsed.data;
  return cached;
}

/** The log level is needed before (and without) the secrets, e.g. to log a bad SERVICE_TOKEN. */
export function logLevel(): LogLevel {
  const parsed = logLevelSchema.safeParse(process.env.LOG_LEVEL);
  return parsed.success ? parsed.data : 'info';
}

const authEnvSchema = z
  .object({
    NEXTAUTH_SECRET: z
      .string()
      .min(32, 'NEXTAUTH_SECRET is required (at least 32 characters): it encrypts the session cookies'),
    NEXTAUTH_URL: z.url().optional(),
  })
  .transform((env) => ({
    secret: env.NEXTAUTH_SECRET,
    url: env.NEXTAUTH_URL,
    /** `Secure` cookies with `__Secure-` names whenever the portal is served over https (next-auth's rule). */
    useSecureCookies: env.NEXTAUTH_URL?.startsWith('https://') ?? false,
  }));
export type AuthEnv = z.output<typeof authEnvSchema>;

let parsedAuthEnv: { secret: string | undefined; url: string | undefined; value: AuthEnv } | undefined;

/**
 * Session settings, separate from serverEnv so that routes without sessions do not need the secret.
 * Follows the environment (tests switch NEXTAUTH_URL between cases), but validates it again only when one of
 * the two variables changed: every member call reads this.
 */
export function authEnv(): AuthEnv {
  const secret = process.env.NEXTAUTH_SECRET;
  const url = process.env.NEXTAUTH_URL;
  if (parsedAuthEnv && parsedAuthEnv.secret === secret && parsedAuthEnv.url === url)
    return parsedAuthEnv.value;
  const parsed = authEnvSchema.safeParse({ NEXTAUTH_SECRET: secret, NEXTAUTH_URL: url });
  if (!parsed.success) {
    const details = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid portal environment: ${details}`);
  }
  parsedAuthEnv = { secret, url, value: parsed.data };
  return parsed.data;
}
