import {
  ledgerAdminMessageKeys,
  messageKeys,
  type PageParams,
  type PurchaseActivity,
  type PurchaseActivityPage,
  type PurchaseRecordResult,
  type purchaseRecordSchema,
} from '@loyalty/contract';
import type { Database, DatabaseExecutor } from '@loyalty/db';
import type { z } from 'zod';
import { violatedUniqueConstraint } from '../../lib/database-errors';
import { conflict, notFound } from '../../lib/http-error';
import { getBalances } from '../balances/balances.service';
import type { BusinessProfile } from '../businesses/businesses.service';
import { lockBalance } from '../ledger/ledger.repository';
import { appendEntry, balancesWith, pointsExpiryFor } from '../ledger/ledger.service';
import * as repository from './purchases.repository';

type PurchaseRecordInput = z.output<typeof purchaseRecordSchema>;

/** Points a purchase earns: the amount times the business's rate, rounded down to whole hundredths. */
export function pointsFor(amount: number, rate: number): number {
  // Rounded first to keep 0.1 + 0.2 style float noise from losing a hundredth (1.15 * 100 = 114.99…).
  return Math.floor(Math.round(amount * rate * 1e6) / 1e6);
}

function toActivity(row: repository.PurchaseWithLocation): PurchaseActivity {
  return {
    id: row.id,
    amount: Number(row.amount),
    items: row.items,
    locationId: row.locationId,
    locationName: row.locationName,
    pointsEarned: Number(row.pointsEarned),
    created_on: row.createdAt.toISOString(),
  };
}

const externalIdTaken = () => conflict(ledgerAdminMessageKeys.purchaseExternalIdTaken);

/**
 * Admin `purchase:record`: stores the purchase and earns its points (an `earn` entry with the purchase as its
 * entity) in one transaction. A receipt id recorded before answers the first result (replayed), or 409 when it
 * was another member's or amount.
 */
export async function recordPurchase(
  db: Database,
  business: BusinessProfile,
  memberId: string,
  input: PurchaseRecordInput,
  now: Date,
): Promise<PurchaseRecordResult> {
  const replay = async (row: repository.PurchaseRow): Promise<PurchaseRecordResult> => {
    if (row.memberId !== memberId || Number(row.amount) !== input.amount) throw externalIdTaken();
    const locationName = row.locationId
      ? ((await repository.findLocationName(db, business.id, row.locationId)) ?? null)
      : null;
    return {
      purchase: { ...toActivity({ ...row, locationName }), memberId, externalId: row.externalId },
      balances: await getBalances(db, business.id, memberId),
      replayed: true,
    };
  };
  let locationName: string | null = null;
  if (input.locationId) {
    locationName = (await repository.findLocationName(db, business.id, input.locationId)) ?? null;
    if (locationName === null) throw notFound(messageKeys.locationNotFound);
  }
  const points = pointsFor(input.amount, business.settings.pointsEarningRate);
  try {
    return await db.transaction(async (tx) => {
      // The receipt first: a receipt id recorded before fails its unique index here, before anything is locked.
      const row = await repository.insertPurchase(tx, {
        businessId: business.id,
        memberId,
        locationId: input.locationId,
        amount: input.amount,
        items: input.items,
        pointsEarned: points,
        externalId: input.externalId,
        createdAt: now,
      });
      // One locked read of the points balance, with the credit balance beside it: the answer's balances.
      const { locked, other } = await lockBalance(tx, business.id, memberId, 'point');
      let balance = locked;
      if (points > 0) {
        const earn = {
          businessId: business.id,
          memberId,
          type: 'point' as const,
          operation: 'earn' as const,
          amount: points,
          entityId: row.id,
          expiresAt: pointsExpiryFor('point', business.settings.pointsExpiryDays, now),
          now,
        };
        ({ balance } = await appendEntry(tx, earn, locked));
      }
      return {
        purchase: { ...toActivity({ ...row, locationName }), memberId, externalId: row.externalId },
        balances: balancesWith('point', balance, other),
        replayed: false,
      };
    });
  } catch (error) {
    if (input.externalId && violatedUniqueConstraint(error) === 'purchases_external_id_key') {
      const winner = await repository.findPurchaseByExternalId(db, business.id, input.externalId);
      if (winner) return replay(winner);
    }
    throw error;
  }
}

/** `GET /v1/member/activity/purchases`: one page of the member's purchases, newest first. */
export async function getPurchaseActivity(
  db: DatabaseExecutor,
  businessId: string,
  memberId: string,
  { page, perPage }: PageParams,
): Promise<PurchaseActivityPage> {
  const offset = (page - 1) * perPage;
  const { rows, total } = await repository.pageMemberPurchases(db, businessId, memberId, perPage, offset);
  return { items: rows.map(toActivity), page, perPage, total, hasMore: offset + rows.length < total };
}
