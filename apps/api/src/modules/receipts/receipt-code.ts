import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Receipt QR codes (docs/receipt-qr.md): a purchase a business's till signs, so that the member who scans it earns
 * its points. Text, so any till can print it:
 *
 *   LPR1.<businessId>.<keyId>.<transactionId>.<amount>.<issuedAt>.<signature>
 *
 * `amount` in hundredths, `issuedAt` in epoch seconds, `signature` the first 16 bytes of
 * HMAC-SHA256(key secret, everything before the last dot), base64url. The code may also sit inside a link
 * (`…/purchasescanner?code=LPR1…`), so that a phone's camera app opens the portal.
 */
const RECEIPT_CODE_VERSION = 'LPR1';

export interface ReceiptFields {
  businessId: string;
  keyId: string;
  transactionId: string;
  /** Hundredths. */
  amount: number;
  /** Epoch seconds. */
  issuedAt: number;
}

const SEGMENT = /^[A-Za-z0-9_-]+$/;
const DIGITS = /^\d{1,15}$/;

function signature(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest().subarray(0, 16).toString('base64url');
}

function bodyOf(fields: ReceiptFields): string {
  return [
    RECEIPT_CODE_VERSION,
    fields.businessId,
    fields.keyId,
    fields.transactionId,
    String(fields.amount),
    String(fields.issuedAt),
  ].join('.');
}

export function signReceipt(fields: ReceiptFields, secret: string): string {
  const body = bodyOf(fields);
  return `${body}.${signature(secret, body)}`;
}

/** The fields of a well-formed code (found inside a link too), or undefined. The signature is not checked here. */
export function readReceipt(text: string): (ReceiptFields & { signature: string; body: string }) | undefined {
  const match = /LPR1\.[A-Za-z0-9_.-]+/.exec(text.trim());
  if (!match) return undefined;
  const parts = match[0].split('.');
  if (parts.length !== 7) return undefined;
  const [, businessId, keyId, transactionId, amount, issuedAt, sig] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  if (![businessId, keyId, transactionId, sig].every((part) => SEGMENT.test(part) && part.length <= 100)) {
    return undefined;
  }
  if (!DIGITS.test(amount) || !DIGITS.test(issuedAt)) return undefined;
  const fields = { businessId, keyId, transactionId, amount: Number(amount), issuedAt: Number(issuedAt) };
  if (fields.amount <= 0) return undefined;
  return { ...fields, signature: sig, body: bodyOf(fields) };
}

/** Constant-time comparison of the code's signature with the one `secret` makes. */
export function signatureMatches(code: { body: string; signature: string }, secret: string): boolean {
  const expected = Buffer.from(signature(secret, code.body));
  const given = Buffer.from(code.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
