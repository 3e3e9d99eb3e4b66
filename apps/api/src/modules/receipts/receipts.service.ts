import { randomBytes } from 'node:crypto';
import {
  RECEIPT_VALID_DAYS,
  campaignMessageKeys as keys,
  errorCodes,
  messageKeys,
  type ReceiptSubmitResult,
} from '@loyalty/contract';
import type { Database } from '@loyalty/db';
import { HttpError, badRequest, conflict, notFound } from '../../lib/http-error';
import type { BusinessProfile } from '../businesses/businesses.service';
import { recordPurchase } from '../purchases/purchases.service';
import { readReceipt, signReceipt, signatureMatches } from './receipt-code';
import * as repository from './receipts.repository';

const DAY_SECONDS = 86_400;

function toKey(row: repository.ReceiptKeyRow) {
  return {
    keyId: row.keyId,
    createdAt: row.createdAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

export async function listKeys(db: Database, businessId: string) {
  return { items: (await repository.listReceiptKeys(db, businessId)).map(toKey) };
}

/** A new key (8 lower-case hex characters of id, 32 random bytes of secret); the secret is answered once. */
export async function createKey(db: Database, businessId: string, now: Date) {
  const row = await repository.insertReceiptKey(db, {
    businessId,
    keyId: randomBytes(4).toString('hex'),
    secret: randomBytes(32).toString('base64url'),
    createdAt: now,
  });
  return { ...toKey(row), secret: row.secret };
}

export async function revokeKey(db: Database, businessId: string, keyId: string, now: Date) {
  const row = await repository.revokeReceiptKey(db, businessId, keyId, now);
  if (!row) throw notFound(messageKeys.notFound);
  return toKey(row);
}

/** Signs a receipt with the business's newest key (what a till does itself with its configured key). */
export async function signReceiptFor(
  db: Database,
  businessId: string,
  input: { transactionId: string; amount: number; issuedAt?: number },
  now: Date,
): Promise<{ code: string }> {
  const key = await repository.findSigningKey(db, businessId);
  if (!key) throw conflict(keys.receiptNoKey);
  const issuedAt = input.issuedAt ?? Math.floor(now.getTime() / 1000);
  return {
    code: signReceipt(
      { businessId, keyId: key.keyId, transactionId: input.transactionId, amount: input.amount, issuedAt },
      key.secret,
    ),
  };
}

/**
 * A member's scanned receipt: checked (form, business, key, signature, age) and credited through the purchases
 * module, whose receipt id (the transaction id) makes it happen once per business. The same member submitting
 * it again is told it was credited already; anyone else, that it is used.
 */
export async function submitReceipt(
  db: Database,
  business: BusinessProfile,
  memberId: string,
  text: string,
  now: Date,
): Promise<ReceiptSubmitResult> {
  const code = readReceipt(text);
  if (!code) throw badRequest(keys.receiptInvalid);
  if (code.businessId !== business.id) throw badRequest(keys.receiptOtherBusiness);
  const key = await repository.findReceiptKey(db, business.id, code.keyId);
  if (!key || key.revokedAt || !signatureMatches(code, key.secret)) throw badRequest(keys.receiptInvalid);
  const ageSeconds = now.getTime() / 1000 - code.issuedAt;
  if (ageSeconds > RECEIPT_VALID_DAYS * DAY_SECONDS)
    throw new HttpError(410, errorCodes.notFound, keys.receiptExpired);
  // A code from the future (a till's clock far ahead) is not yet a receipt anyone could hold.
  if (ageSeconds < -DAY_SECONDS) throw badRequest(keys.receiptInvalid);

  let result;
  try {
    result = await recordPurchase(
      db,
      business,
      memberId,
      { member: memberId, amount: code.amount, items: [], locationId: null, externalId: code.transactionId },
      now,
    );
  } catch (error) {
    // The receipt id was recorded for someone else (or another amount): this code is spent.
    if (error instanceof HttpError && error.statusCode === 409) throw conflict(keys.receiptAlreadyUsed);
    throw error;
  }
  return {
    status: result.replayed ? 'already-credited' : 'credited',
    transactionId: code.transactionId,
    amount: code.amount,
    pointsEarned: result.purchase.pointsEarned,
    balances: result.balances,
  };
}
