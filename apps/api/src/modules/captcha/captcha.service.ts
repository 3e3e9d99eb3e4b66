import { messageKeys, type CaptchaConfig, type CaptchaSolution } from '@loyalty/contract';
import type { Database } from '@loyalty/db';
import type { Challenge } from 'altcha-lib';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock';
import { badRequest, notFound, unavailable } from '../../lib/http-error';
import { deriveSecret } from '../../lib/secrets';
import type { RecaptchaConfig } from '../../env';
import { createAltchaChallenge, verifyAltchaPayload, type AltchaKeys } from './altcha';
import { deleteExpiredChallenges, markChallengeUsed } from './captcha.repository';
import { RecaptchaUnavailableError, verifyRecaptcha } from './recaptcha';

/** What every form open to anonymous visitors calls before acting (code requests, landing pages, forms). */
export interface CaptchaService {
  /** `GET /v1/captcha/config`: which captcha the portal shows. */
  config(): CaptchaConfig;
  /** A new ALTCHA challenge; 404 when reCAPTCHA is configured instead. */
  challenge(): Promise<Challenge>;
  /** Resolves when the solution passes; else 400 `captcha.invalid` (503 when reCAPTCHA cannot be reached). */
  verify(solution: CaptchaSolution | undefined, clientIp: string | undefined): Promise<void>;
}

export interface CaptchaServiceOptions {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  recaptcha?: RecaptchaConfig;
  /** Signs ALTCHA challenges (CAPTCHA_HMAC_KEY). */
  hmacKey: string;
}

export function createCaptchaService(options: CaptchaServiceOptions): CaptchaService {
  const { db, clock, log, recaptcha } = options;
  const keys: AltchaKeys = {
    signatureSecret: options.hmacKey,
    keySignatureSecret: deriveSecret(options.hmacKey, 'altcha-key-signature'),
  };
  const invalid = () => badRequest(messageKeys.captchaInvalid);

  return {
    config: () =>
      recaptcha
        ? {
            provider: 'recaptcha',
            scoreSiteKey: recaptcha.scoreSiteKey,
            humanSiteKey: recaptcha.humanSiteKey,
          }
        : { provider: 'altcha' },

    async challenge() {
      if (recaptcha) throw notFound(messageKeys.notFound);
      return createAltchaChallenge(keys, clock());
    },

    async verify(solution, clientIp) {
      if (recaptcha) {
        let passed: boolean;
        try {
          passed = await verifyRecaptcha(recaptcha, solution ?? {}, clientIp);
        } catch (error) {
          if (!(error instanceof RecaptchaUnavailableError)) throw error;
          log.error({ err: { message: error.message, cause: String(error.cause) } }, 'reCAPTCHA unreachable');
          throw unavailable();
        }
        if (!passed) throw invalid();
        return;
      }
      if (!solution?.altcha) throw invalid();
      const solved = await verifyAltchaPayload(keys, solution.altcha, clock());
      // Single use: a second submission of the same solved challenge is a replay.
      if (!solved || !(await markChallengeUsed(db, solved.signature, solved.expiresAt))) throw invalid();
    },
  };
}

/** Forgets used challenges that have expired anyway (housekeeping). */
export async function pruneUsedChallenges(db: Database, now: Date): Promise<void> {
  await deleteExpiredChallenges(db, now);
}
