import { randomBytes } from 'node:crypto';
import { REFERRAL_QUERY_PARAM, type FriendReferral } from '@loyalty/contract';
import type { DatabaseExecutor } from '@loyalty/db';
import type { BusinessProfile } from '../businesses/businesses.service';
import { appendEntry, pointsExpiryFor } from '../ledger/ledger.service';
import * as repository from './referrals.repository';

/** No 0/O or 1/I, so a code read out loud or copied by hand still works. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

function newReferralCode(): string {
  return [...randomBytes(CODE_LENGTH)].map((byte) => CODE_ALPHABET[byte & 31]).join('');
}

/** Codes are shown upper-case; a code typed or pasted in lower case is the same code. */
const normaliseReferralCode = (code: string): string => code.trim().toUpperCase();

/** The member's code, made on first request. Two first requests at once agree on one code (the primary key). */
async function codeOf(
  db: DatabaseExecutor,
  businessId: string,
  memberId: string,
  now: Date,
): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const existing = await repository.findCodeOfMember(db, businessId, memberId);
    if (existing) return existing;
    await repository.insertCode(db, { businessId, memberId, code: newReferralCode(), createdAt: now });
  }
  throw new Error('no free referral code after 5 attempts');
}

/** `GET /v1/member/referral`. */
export async function getFriendReferral(
  db: DatabaseExecutor,
  business: BusinessProfile,
  memberId: string,
  now: Date,
): Promise<FriendReferral> {
  const code = await codeOf(db, business.id, memberId, now);
  return {
    code,
    path: `/auth/signin?${REFERRAL_QUERY_PARAM}=${encodeURIComponent(code)}`,
    reward: business.settings.referralReward,
    referredCount: await repository.countReferred(db, business.id, memberId),
    earned: await repository.earnedByReferring(db, business.id, memberId),
  };
}

/**
 * In the registration's transaction: a new member who came with a valid code of this business is recorded as
 * referred (at most once: the referred member is unique) and both sides get the business's referral reward. An
 * unknown code is ignored: it must never cost the visitor their registration.
 */
export async function applyReferral(
  tx: DatabaseExecutor,
  business: BusinessProfile,
  newMemberId: string,
  rawCode: string,
  now: Date,
): Promise<boolean> {
  const code = normaliseReferralCode(rawCode);
  if (!code) return false;
  const referrer = await repository.findMemberOfCode(tx, business.id, code);
  if (!referrer || referrer === newMemberId) return false;
  const reward = business.settings.referralReward;
  const referralId = await repository.insertReferral(tx, {
    businessId: business.id,
    referrerMemberId: referrer,
    referredMemberId: newMemberId,
    rewardedAt: reward ? now : null,
    createdAt: now,
  });
  if (!referralId || !reward) return Boolean(referralId);
  const expiresAt = pointsExpiryFor(reward.type, business.settings.pointsExpiryDays, now);
  // The new member's balance row first: nobody else can hold it yet, so the referrer's lock is taken last.
  for (const memberId of [newMemberId, referrer]) {
    await appendEntry(tx, {
      businessId: business.id,
      memberId,
      type: reward.type,
      operation: 'referral',
      amount: reward.amount,
      entityId: referralId,
      expiresAt,
      now,
    });
  }
  return true;
}
