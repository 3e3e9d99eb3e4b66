import { altchaChallengeSchema } from '@loyalty/contract';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { z } from 'zod';

/**
 * Difficulty of the proof of work. The solver tries counters from 0 up to a secret one drawn from this range,
 * one SHA-256 each (cost 1). Measured on the 2-core development machine: altcha-lib's `solveChallenge` in Node
 * ≈ 50 ms (median; 55 ms at worst of 10); the altcha 3.2 widget in headless Chromium ≈ 230 ms median, 0.5 s at
 * worst of 12, fetching the challenge and starting its workers included (the widget then waits out its own
 * `minDuration`, 500 ms by default). At altcha-lib's README defaults a solve takes 15–25 s. Raising COUNTER_MAX
 * makes bots pay more, and people wait longer; verifying costs one HMAC either way (the key is signed).
 */
const ALTCHA_ALGORITHM = 'SHA-256';
const ALTCHA_COST = 1;
const ALTCHA_COUNTER_MIN = 10_000;
const ALTCHA_COUNTER_MAX = 30_000;
const ALTCHA_CHALLENGE_TTL_SECONDS = 600;

/** The widget's payload (altcha 3.x): base64 of `{ challenge: { parameters, signature }, solution }`. */
const payloadSchema = z.object({
  challenge: altchaChallengeSchema.extend({ signature: z.string().regex(/^[0-9a-f]{32,128}$/) }),
  solution: z.object({ counter: z.number().int(), derivedKey: z.string() }).loose(),
});

export interface AltchaKeys {
  /** Signs the challenge parameters. */
  signatureSecret: string;
  /** Signs the expected derived key, so that verifying is one HMAC rather than a key derivation. */
  keySignatureSecret: string;
}

export async function createAltchaChallenge(keys: AltchaKeys, now: Date): Promise<Challenge> {
  return createChallenge({
    algorithm: ALTCHA_ALGORITHM,
    cost: ALTCHA_COST,
    counter: randomInt(ALTCHA_COUNTER_MAX, ALTCHA_COUNTER_MIN),
    deriveKey,
    expiresAt: Math.floor(now.getTime() / 1000) + ALTCHA_CHALLENGE_TTL_SECONDS,
    hmacSignatureSecret: keys.signatureSecret,
    hmacKeySignatureSecret: keys.keySignatureSecret,
  });
}

/** A verified payload's challenge: its signature (unique per challenge) and when it expires. */
export interface SolvedChallenge {
  signature: string;
  expiresAt: Date;
}

/** Checks an ALTCHA payload: signed by us, not expired (by `now`), solved. Undefined when any check fails. */
export async function verifyAltchaPayload(
  keys: AltchaKeys,
  encoded: string,
  now: Date,
): Promise<SolvedChallenge | undefined> {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = payloadSchema.safeParse(decoded);
  if (!parsed.success) return undefined;
  const { challenge, solution } = parsed.data;
  const expiresAt = challenge.parameters.expiresAt;
  if (expiresAt === undefined || expiresAt * 1000 <= now.getTime()) return undefined;
  try {
    const result = await verifySolution({
      challenge: challenge as Challenge,
      solution: { counter: solution.counter, derivedKey: solution.derivedKey },
      deriveKey,
      hmacSignatureSecret: keys.signatureSecret,
      hmacKeySignatureSecret: keys.keySignatureSecret,
    });
    if (!result.verified) return undefined;
  } catch {
    // A malformed parameter (unknown algorithm …) makes altcha-lib throw: simply not a valid solution.
    return undefined;
  }
  return { signature: challenge.signature, expiresAt: new Date(expiresAt * 1000) };
}
