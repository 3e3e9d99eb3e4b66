import { randomBytes } from 'node:crypto';
import {
  ledgerAdminMessageKeys,
  ledgerMessageKeys,
  type AdminGift,
  type Gift,
  type GiftSource,
} from '@loyalty/contract';
import type { DatabaseExecutor } from '@loyalty/db';
import type { SQL } from 'drizzle-orm';
import { conflict, notFound } from '../../lib/http-error';
import * as repository from './gifts.repository';

const DAY_MS = 86_400_000;
/** No 0/O or 1/I: read aloud and typed at a till. 32 symbols, 12 of them: 60 random bits. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 12;

/** An unguessable redeem code from a CSPRNG (32 symbols, so each byte's low 5 bits are uniform). */
export function newRedeemCode(): string {
  return [...randomBytes(CODE_LENGTH)].map((byte) => CODE_ALPHABET[byte & 31]).join('');
}

const giftNotFound = () => notFound(ledgerMessageKeys.giftNotFound);

function giftStatus(row: repository.GiftRow, now: Date): Gift['status'] {
  if (row.redeemedAt) return 'redeemed';
  if (row.expiresAt && row.expiresAt <= now) return 'expired';
  return 'active';
}

export function toGift(row: repository.GiftRow, now: Date): Gift {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    imageUrl: row.imageUrl,
    source: row.source,
    redeemCode: row.redeemCode,
    status: giftStatus(row, now),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    redeemedAt: row.redeemedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

const toAdminGift = (row: repository.GiftRow, now: Date): AdminGift => ({
  ...toGift(row, now),
  memberId: row.memberId,
});

export interface GrantInput {
  businessId: string;
  memberId: string;
  source: GiftSource;
  sourceId?: string | null;
  name: string;
  description: string;
  imageUrl: string | null;
  validDays: number | null;
  now: Date;
  /** Chosen by the caller when it must name the gift before writing it (a shop order points at its gift). */
  id?: string;
}

function giftRow(input: GrantInput) {
  return {
    ...(input.id ? { id: input.id } : {}),
    businessId: input.businessId,
    memberId: input.memberId,
    source: input.source,
    sourceId: input.sourceId ?? null,
    name: input.name,
    description: input.description,
    imageUrl: input.imageUrl,
    redeemCode: newRedeemCode(),
    expiresAt: input.validDays === null ? null : new Date(input.now.getTime() + input.validDays * DAY_MS),
    createdAt: input.now,
  };
}

/** Gives the member a gift with a fresh redeem code, inside the caller's transaction. */
export async function grantGift(tx: DatabaseExecutor, input: GrantInput): Promise<repository.GiftRow> {
  return repository.insertGift(tx, giftRow(input));
}

/**
 * {@link grantGift}, with the answer to the caller's question (`check`, an expression such as the ledger's
 * `lotDueCheck`) read by the same statement; without a question the answer is false.
 */
export async function grantGiftChecking(
  tx: DatabaseExecutor,
  input: GrantInput,
  check: SQL<boolean> | undefined,
): Promise<{ gift: repository.GiftRow; check: boolean }> {
  if (!check) return { gift: await repository.insertGift(tx, giftRow(input)), check: false };
  return repository.insertGiftChecking(tx, giftRow(input), check);
}

export async function getGift(db: DatabaseExecutor, businessId: string, id: string) {
  const row = await repository.findGift(db, businessId, id);
  if (!row) throw giftNotFound();
  return row;
}

/** `GET /v1/member/gifts`: the member's gifts, newest first, with their status now. */
export async function listGifts(db: DatabaseExecutor, businessId: string, memberId: string, now: Date) {
  const rows = await repository.listMemberGifts(db, businessId, memberId);
  return { gifts: rows.map((row) => toGift(row, now)) };
}

export async function listGiftsForAdmin(
  db: DatabaseExecutor,
  businessId: string,
  memberId: string,
  now: Date,
) {
  const rows = await repository.listMemberGifts(db, businessId, memberId);
  return { gifts: rows.map((row) => toAdminGift(row, now)) };
}

export async function grantGiftForAdmin(db: DatabaseExecutor, input: GrantInput): Promise<AdminGift> {
  return toAdminGift(await grantGift(db, input), input.now);
}

/**
 * Admin (the till): marks the gift with this code redeemed, once. Codes are stored upper-case; what the cashier
 * types is upper-cased too. Another business's code is simply not found.
 */
export async function redeemGift(
  db: DatabaseExecutor,
  businessId: string,
  redeemCode: string,
  now: Date,
): Promise<AdminGift> {
  const code = redeemCode.trim().toUpperCase();
  const redeemed = await repository.redeemActiveGift(db, businessId, code, now);
  if (redeemed) return toAdminGift(redeemed, now);
  const row = await repository.findGiftByCode(db, businessId, code);
  if (!row) throw giftNotFound();
  if (row.redeemedAt) throw conflict(ledgerAdminMessageKeys.giftAlreadyRedeemed);
  throw conflict(ledgerAdminMessageKeys.giftExpired);
}
