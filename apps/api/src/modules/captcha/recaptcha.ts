import { z } from 'zod';
import type { RecaptchaConfig } from '../../env';

/** Google's siteverify answer (the fields used here). */
const siteVerifySchema = z.object({
  success: z.boolean(),
  score: z.number().optional(),
});

export class RecaptchaUnavailableError extends Error {
  constructor(cause: unknown) {
    super('reCAPTCHA verification failed', { cause });
    this.name = 'RecaptchaUnavailableError';
  }
}

async function siteVerify(
  config: RecaptchaConfig,
  secret: string,
  token: string,
  clientIp: string | undefined,
): Promise<z.infer<typeof siteVerifySchema>> {
  const form = new URLSearchParams({ secret, response: token });
  if (clientIp) form.set('remoteip', clientIp);
  let response: Response;
  try {
    response = await fetch(config.verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
      signal: AbortSignal.timeout(5000),
    });
  } catch (error) {
    throw new RecaptchaUnavailableError(error);
  }
  if (!response.ok) throw new RecaptchaUnavailableError(new Error(`siteverify answered ${response.status}`));
  const parsed = siteVerifySchema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new RecaptchaUnavailableError(parsed.error);
  return parsed.data;
}

/**
 * The score token (v3) must pass with at least `minScore`; when it is missing, fails or scores too low, the
 * human token (v2 checkbox, the portal's fallback challenge) must pass with the human key's secret.
 * Throws `RecaptchaUnavailableError` when Google cannot be asked.
 */
export async function verifyRecaptcha(
  config: RecaptchaConfig,
  tokens: { token?: string; humanRecaptchaToken?: string },
  clientIp: string | undefined,
): Promise<boolean> {
  if (tokens.token) {
    const score = await siteVerify(config, config.scoreSecret, tokens.token, clientIp);
    if (score.success && score.score !== undefined && score.score >= config.minScore) return true;
  }
  if (tokens.humanRecaptchaToken) {
    const human = await siteVerify(config, config.humanSecret, tokens.humanRecaptchaToken, clientIp);
    return human.success;
  }
  return false;
}
