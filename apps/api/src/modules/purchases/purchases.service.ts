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
import { conflict, notFound } from '../../lib/http-error';
import { getBalances } from '../balances/balances.service';
import type { BusinessProfile } from '../businesses/businesses.service';
import { appendEntry, pointsExpiryFor } from '../ledger/ledger.service';
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
 * was another member's or amount. The receipt id is claimed by the insert itself (no read before it); a
 * concurrent first use of the same id waits for that transaction and then answers its result.
 */
export async function recordPurchase(
  db: Database,
  business: BusinessProfile,
  memberId: string,
  input: PurchaseRecordInput,
  now: Date,
): Promise<PurchaseRecordResult> {
  let locationName: string | null = null;
  if (input.locationId) {
    locationName = (await repository.findLocationName(db, business.id, input.locationId)) ?? null;
    if (locationName === null) throw notFound(messageKeys.locationNotFound);
  }
  const points = pointsFor(input.amount, business.settings.pointsEarningRate);
  return db.transaction(async (tx) => {
    const row = await repository.claimPurchase(tx, {
      businessId: business.id,
      memberId,
      locationId: input.locationId,
      amount: input.amount,
      items: input.items,
      pointsEarned: points,
      externalId: input.externalId,
      createdAt: now,
    });
    if (!row) {
      const earlier = await repository.findPurchaseByExternalId(tx, business.id, input.externalId!);
      if (!earlier || earlier.memberId !== memberId || Number(earlier.amount) !== input.amount) {
        throw externalIdTaken();
      }
      const earlierLocation =
        earlier.locationId === input.locationId
          ? locationName
          : earlier.locationId
            ? ((await repository.findLocationName(tx, business.id, earlier.locationId)) ?? null)
            : null;
      return {
        purchase: {
          ...toActivity({ ...earlier, locationName: earlierLocation }),
          memberId,
          externalId: earlier.externalId,
        },
        balances: await getBalances(tx, business.id, memberId),
        replayed: true,
      };
    }
    let pointBalance: number | undefined;
    if (points > 0) {
      ({ balance: pointBalance } = await appendEntry(tx, {
        businessId: business.id,
        memberId,
        type: 'point',
        operation: 'earn',
        amount: points,
        entityId: row.id,
        expiresAt: pointsExpiryFor('point', business.settings.pointsExpiryDays, now),
        now,
      }));
    }
    const balances = await getBalances(tx, business.id, memberId);
    return {
      purchase: { ...toActivity({ ...row, locationName }), memberId, externalId: row.externalId },
      balances: pointBalance === undefined ? balances : { ...balances, point: pointBalance },
      replayed: false,
    };
  });
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
