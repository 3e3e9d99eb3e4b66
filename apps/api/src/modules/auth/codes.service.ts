import { randomInt } from 'node:crypto';
import {
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_SECONDS,
  OTP_TTL_SECONDS,
  messageKeys,
  type RequestCodeResult,
} from '@loyalty/contract';
import type { Database, DatabaseExecutor } from '@loyalty/db';
import type { FastifyBaseLogger } from 'fastify';
import { addSeconds, type Clock } from '../../lib/clock';
import { badRequest, unavailable } from '../../lib/http-error';
import { hmacSha256Hex } from '../../lib/secrets';
import { loggableError } from '../../plugins/error-handler';
import type { BusinessProfile } from '../businesses/businesses.service';
import type { DeliveryAdapter } from '../delivery/delivery-adapter';
import { findMemberByIdentifier } from '../members/members.service';
import { throttle, type ThrottleRule } from '../throttle/throttle.service';
import { codeMessageLocale, composeCodeMessage } from './code-message';
import { consumeMatchingCode, countWrongAttempt, findCode, upsertCode } from './codes.repository';
import type { Identifier } from './identifier';

/** Code requests: one per identifier every 30 s, 5 per identifier an hour, 20 per client IP in 10 minutes. */
const CODE_RESEND_RULE: ThrottleRule = {
  name: 'code-resend',
  max: 1,
  windowSeconds: OTP_RESEND_SECONDS,
};
const CODE_HOURLY_RULE: ThrottleRule = { name: 'code-hourly', max: 5, windowSeconds: 3600 };
const codeIpRule = (max = 20): ThrottleRule => ({ name: 'code-ip', max, windowSeconds: 600 });
/** Code checks per client IP (each code also dies after OTP_MAX_ATTEMPTS wrong tries). */
export const verifyIpRule = (max = 30): ThrottleRule => ({ name: 'verify-ip', max, windowSeconds: 600 });

export interface CodeDeps {
  db: Database;
  clock: Clock;
  /** HMAC key of stored codes (CODE_PEPPER). */
  codePepper: string;
  /** Code requests one client IP may make in 10 minutes. */
  codeRequestsPerIp?: number;
  delivery: DeliveryAdapter;
  log: FastifyBaseLogger;
}

/** Bound to business and identifier, so a stored hash is worth nothing for any other row. */
export const hashCode = (pepper: string, businessId: string, identifier: string, code: string): string =>
  hmacSha256Hex(pepper, `${businessId}\n${identifier}\n${code}`);

const generateCode = (): string => String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');

/**
 * Sends a new code to the identifier, whether or not it belongs to a member: the answer and the work done are
 * the same either way (an unknown identifier's code leads to registration), so nothing reveals membership.
 */
export async function sendCode(
  deps: CodeDeps,
  business: BusinessProfile,
  identifier: Identifier,
  options: { language?: string; clientIp: string },
): Promise<RequestCodeResult> {
  const { db, delivery, log } = deps;
  if (!delivery.supports(identifier.channel)) {
    log.warn({ channel: identifier.channel }, 'no delivery configured for this channel: code not sent');
    throw unavailable();
  }
  const now = deps.clock();
  await throttle(
    db,
    [
      { rule: codeIpRule(deps.codeRequestsPerIp), subject: options.clientIp },
      { rule: CODE_RESEND_RULE, subject: `${business.id}\n${identifier.value}` },
      { rule: CODE_HOURLY_RULE, subject: `${business.id}\n${identifier.value}` },
    ],
    now,
    messageKeys.codeThrottled,
  );

  const member = await findMemberByIdentifier(db, business.id, identifier);
  const code = generateCode();
  await upsertCode(db, {
    businessId: business.id,
    identifier: identifier.value,
    channel: identifier.channel,
    codeHash: hashCode(deps.codePepper, business.id, identifier.value, code),
    expiresAt: addSeconds(now, OTP_TTL_SECONDS),
    createdAt: now,
  });
  const locale = codeMessageLocale(business, member?.language, options.language);
  const message = await composeCodeMessage(db, business, locale, code);
  try {
    await delivery.send({
      businessId: business.id,
      channel: identifier.channel,
      recipient: identifier.value,
      subject: identifier.channel === 'email' ? message.subject : null,
      body: message.body,
      redactedBody: message.redactedBody,
    });
  } catch (error) {
    log.error({ err: loggableError(error), channel: identifier.channel }, 'code delivery failed');
    throw unavailable();
  }
  return {
    sent: true,
    channel: identifier.channel,
    identifier: identifier.value,
    resendAfterSeconds: OTP_RESEND_SECONDS,
    expiresInSeconds: OTP_TTL_SECONDS,
  };
}

/**
 * Uses the identifier's code if `code` is right, inside the caller's transaction (so that the ticket it leads to
 * is written with it). False when it is not; `explainRejectedCode` then says why.
 */
export async function consumeCode(
  tx: DatabaseExecutor,
  deps: Pick<CodeDeps, 'codePepper'>,
  attempt: { businessId: string; identifier: Identifier; code: string; now: Date },
): Promise<boolean> {
  return consumeMatchingCode(tx, {
    businessId: attempt.businessId,
    identifier: attempt.identifier.value,
    codeHash: hashCode(deps.codePepper, attempt.businessId, attempt.identifier.value, attempt.code),
    maxAttempts: OTP_MAX_ATTEMPTS,
    now: attempt.now,
  });
}

/**
 * Why a code was refused, as a 400: no live code (or already used) `auth.code.invalid`; too many wrong tries
 * `auth.code.exhausted`; past its time `auth.code.expired`; else a wrong guess, counted, `auth.code.invalid`
 * with `attemptsLeft` (0 on the fifth: the code is dead from then on).
 */
export async function explainRejectedCode(
  db: DatabaseExecutor,
  attempt: { businessId: string; identifier: Identifier; now: Date },
): Promise<never> {
  const row = await findCode(db, attempt.businessId, attempt.identifier.value);
  if (!row || row.consumedAt) throw badRequest(messageKeys.codeInvalid);
  if (row.attempts >= OTP_MAX_ATTEMPTS) throw badRequest(messageKeys.codeExhausted);
  if (row.expiresAt.getTime() <= attempt.now.getTime()) throw badRequest(messageKeys.codeExpired);
  const attempts = await countWrongAttempt(db, row.id, OTP_MAX_ATTEMPTS);
  if (attempts === undefined) {
    // Meanwhile a concurrent right try used the code, or concurrent wrong ones used up the last attempts.
    const current = await findCode(db, attempt.businessId, attempt.identifier.value);
    throw badRequest(current && !current.consumedAt ? messageKeys.codeExhausted : messageKeys.codeInvalid);
  }
  throw badRequest(messageKeys.codeInvalid, { attemptsLeft: OTP_MAX_ATTEMPTS - attempts });
}
