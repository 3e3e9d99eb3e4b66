import { outboundMessages, walletDevices, walletPasses, type DatabaseExecutor } from '@loyalty/db';
import { and, count, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import { timestampParam } from '../../lib/sql-time';

export type WalletPassRow = typeof walletPasses.$inferSelect;

export async function findPassByMember(
  db: DatabaseExecutor,
  businessId: string,
  memberId: string,
): Promise<WalletPassRow | undefined> {
  const [row] = await db
    .select()
    .from(walletPasses)
    .where(and(eq(walletPasses.businessId, businessId), eq(walletPasses.memberId, memberId)));
  return row;
}

/** Inserts the member's pass unless one exists (two first requests at once keep the first). */
export async function insertPass(
  db: DatabaseExecutor,
  values: { serialNumber: string; businessId: string; memberId: string; authTokenHash: string; now: Date },
): Promise<void> {
  await db
    .insert(walletPasses)
    .values({
      serialNumber: values.serialNumber,
      businessId: values.businessId,
      memberId: values.memberId,
      authTokenHash: values.authTokenHash,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .onConflictDoNothing();
}

export async function findPassBySerial(
  db: DatabaseExecutor,
  businessId: string,
  serialNumber: string,
): Promise<WalletPassRow | undefined> {
  const [row] = await db
    .select()
    .from(walletPasses)
    .where(and(eq(walletPasses.businessId, businessId), eq(walletPasses.serialNumber, serialNumber)));
  return row;
}

/** Marks the member's pass changed (a new version for phones to fetch) and due for a push. */
export async function touchMemberPass(
  db: DatabaseExecutor,
  businessId: string,
  memberId: string,
  now: Date,
): Promise<void> {
  await memberPassTouch(db, businessId, memberId, now);
}

/**
 * {@link touchMemberPass} as a statement not yet run, for a caller that sends it inside one of its own (a
 * data-modifying CTE); awaiting it runs it.
 */
export function memberPassTouch(db: DatabaseExecutor, businessId: string, memberId: string, now: Date) {
  return db
    .update(walletPasses)
    .set({ updatedAt: now, pushPendingAt: now })
    .where(and(eq(walletPasses.businessId, businessId), eq(walletPasses.memberId, memberId)));
}

export async function touchBusinessPasses(
  db: DatabaseExecutor,
  businessId: string,
  now: Date,
): Promise<void> {
  await db
    .update(walletPasses)
    .set({ updatedAt: now, pushPendingAt: now })
    .where(eq(walletPasses.businessId, businessId));
}

/** Registers a device for a pass; true when the registration is new. */
export async function insertDevice(
  db: DatabaseExecutor,
  values: { deviceLibraryId: string; pass: WalletPassRow; pushToken: string; now: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(walletDevices)
    .values({
      deviceLibraryId: values.deviceLibraryId,
      serialNumber: values.pass.serialNumber,
      businessId: values.pass.businessId,
      memberId: values.pass.memberId,
      pushToken: values.pushToken,
      createdAt: values.now,
    })
    .onConflictDoUpdate({
      target: [walletDevices.deviceLibraryId, walletDevices.serialNumber],
      set: { pushToken: values.pushToken },
      // xmax = 0 only for a row this statement inserted.
    })
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  return inserted[0]?.inserted === true;
}

export async function deleteDevice(
  db: DatabaseExecutor,
  deviceLibraryId: string,
  serialNumber: string,
): Promise<void> {
  await db
    .delete(walletDevices)
    .where(
      and(eq(walletDevices.deviceLibraryId, deviceLibraryId), eq(walletDevices.serialNumber, serialNumber)),
    );
}

/** The device's passes of the business (with their versions), those changed after `since` when given. */
export async function listDevicePasses(
  db: DatabaseExecutor,
  businessId: string,
  deviceLibraryId: string,
  since: Date | undefined,
): Promise<{ serialNumber: string; updatedAt: Date }[]> {
  return db
    .select({ serialNumber: walletPasses.serialNumber, updatedAt: walletPasses.updatedAt })
    .from(walletDevices)
    .innerJoin(walletPasses, eq(walletPasses.serialNumber, walletDevices.serialNumber))
    .where(
      and(
        eq(walletDevices.deviceLibraryId, deviceLibraryId),
        eq(walletPasses.businessId, businessId),
        since ? gt(walletPasses.updatedAt, timestampParam(since)) : undefined,
      ),
    );
}

export async function countDeviceRegistrations(
  db: DatabaseExecutor,
  businessId: string,
  deviceLibraryId: string,
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(walletDevices)
    .where(and(eq(walletDevices.businessId, businessId), eq(walletDevices.deviceLibraryId, deviceLibraryId)));
  return row?.value ?? 0;
}

export interface PendingPush {
  serialNumber: string;
  businessId: string;
  memberId: string;
  pushPendingAt: Date;
  /** Set when a Google save link was signed for the pass: its Google object is kept up to date too. */
  googleSavedAt: Date | null;
  pushTokens: string[];
}

/** Passes changed since their devices were last told, oldest first. */
export async function listPendingPushes(db: DatabaseExecutor, limit: number): Promise<PendingPush[]> {
  const passes = await db
    .select({
      serialNumber: walletPasses.serialNumber,
      businessId: walletPasses.businessId,
      memberId: walletPasses.memberId,
      pushPendingAt: walletPasses.pushPendingAt,
      googleSavedAt: walletPasses.googleSavedAt,
    })
    .from(walletPasses)
    .where(isNotNull(walletPasses.pushPendingAt))
    .orderBy(walletPasses.pushPendingAt)
    .limit(limit);
  const pending: PendingPush[] = [];
  for (const pass of passes) {
    const devices = await db
      .select({ pushToken: walletDevices.pushToken })
      .from(walletDevices)
      .where(eq(walletDevices.serialNumber, pass.serialNumber));
    pending.push({
      serialNumber: pass.serialNumber,
      businessId: pass.businessId,
      memberId: pass.memberId,
      pushPendingAt: pass.pushPendingAt as Date,
      googleSavedAt: pass.googleSavedAt,
      pushTokens: [...new Set(devices.map((device) => device.pushToken))],
    });
  }
  return pending;
}

/** Clears the push flag unless the pass changed again meanwhile (then the next round pushes once more). */
export async function clearPendingPush(
  db: DatabaseExecutor,
  serialNumber: string,
  seenAt: Date,
): Promise<void> {
  await db
    .update(walletPasses)
    .set({ pushPendingAt: null })
    .where(
      and(
        eq(walletPasses.serialNumber, serialNumber),
        lte(walletPasses.pushPendingAt, timestampParam(seenAt)),
      ),
    );
}

/** Notes that a Google save link was signed for the pass (so that its Google object is kept up to date). */
export async function markGoogleSaved(db: DatabaseExecutor, serialNumber: string, now: Date): Promise<void> {
  await db
    .update(walletPasses)
    .set({ googleSavedAt: now })
    .where(eq(walletPasses.serialNumber, serialNumber));
}

/** Drops every registration of a push token Apple reported gone. */
export async function deleteDevicesByPushToken(db: DatabaseExecutor, pushToken: string): Promise<void> {
  await db.delete(walletDevices).where(eq(walletDevices.pushToken, pushToken));
}

export async function walletCounts(
  db: DatabaseExecutor,
  businessId: string,
): Promise<{ passes: number; devices: number; pendingUpdates: number }> {
  const [passes] = await db
    .select({
      total: count(),
      pending: sql<number>`count(${walletPasses.pushPendingAt})::int`,
    })
    .from(walletPasses)
    .where(eq(walletPasses.businessId, businessId));
  const [devices] = await db
    .select({ total: count() })
    .from(walletDevices)
    .where(eq(walletDevices.businessId, businessId));
  return {
    passes: passes?.total ?? 0,
    devices: devices?.total ?? 0,
    pendingUpdates: Number(passes?.pending ?? 0),
  };
}

/** A pass push as the dev outbox keeps it in demo mode (channel `apns`, the device's push token as recipient). */
export async function insertOutboxPush(
  db: DatabaseExecutor,
  push: { businessId: string; pushToken: string; serialNumber: string },
): Promise<void> {
  await db.insert(outboundMessages).values({
    businessId: push.businessId,
    channel: 'apns',
    recipient: push.pushToken,
    subject: null,
    body: JSON.stringify({ serialNumber: push.serialNumber }),
    status: 'sent',
  });
}

/** A Google Wallet object update as the dev outbox keeps it in demo mode (the object id as recipient). */
export async function insertOutboxGoogleUpdate(
  db: DatabaseExecutor,
  update: { businessId: string; serialNumber: string; object: Record<string, unknown> & { id: string } },
): Promise<void> {
  await db.insert(outboundMessages).values({
    businessId: update.businessId,
    channel: 'google-wallet',
    recipient: update.object.id,
    subject: null,
    body: JSON.stringify({ serialNumber: update.serialNumber, loyaltyObject: update.object }),
    status: 'sent',
  });
}
