// Helpers shared by the ledger, shop, gift, activity and referral suites (test code only).
import {
  loyaltyApi,
  pathOf,
  type AdminShopItem,
  type ShopItemCreate,
  type SignInResult,
} from '@loyalty/contract';
import { DEMO_BUSINESS_ID, generateShortId, members, type Database } from '@loyalty/db';
import { eq } from 'drizzle-orm';
import { asAdmin, asMember } from '../../test-support';
import { openTestSession, type TestApi } from '../../testing';

let counter = 0;

/** A member the demo seed made, for suites that work below the HTTP layer. */
export async function seededDemoMemberId(db: Database): Promise<string> {
  const [member] = await db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.businessId, DEMO_BUSINESS_ID))
    .limit(1);
  if (!member) throw new Error('the demo seed made no member');
  return member.id;
}

/** A fresh consenting member of the business with a valid session (signed in "now" on the api's clock). */
export async function createMemberSession(
  api: TestApi,
  businessId: string = DEMO_BUSINESS_ID,
): Promise<SignInResult> {
  counter += 1;
  const email = `ledger-${counter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const [row] = await api.db
    .insert(members)
    .values({
      businessId,
      shortId: generateShortId(),
      email,
      firstName: 'Led',
      lastName: 'Ger',
      hasConsent: true,
    })
    .returning();
  if (!row) throw new Error('no member');
  return openTestSession(api.db, row, api.app.clock().getTime());
}

/** Admin: credits (or with a negative amount takes) points or credit. */
export async function adjust(
  api: TestApi,
  session: SignInResult,
  amount: number,
  type: 'point' | 'credit' = 'point',
  extra: Record<string, unknown> = {},
) {
  return api.app.inject({
    method: 'POST',
    url: pathOf(loyaltyApi.admin.ledger.adjust, {
      businessId: session.businessId,
      memberRef: session.comoMemberId,
    }),
    headers: asAdmin(api),
    payload: { type, amount, ...extra },
  });
}

export async function createItem(
  api: TestApi,
  businessId: string,
  item: Partial<ShopItemCreate> = {},
): Promise<AdminShopItem> {
  const response = await api.app.inject({
    method: 'POST',
    url: pathOf(loyaltyApi.admin.shop.create, { businessId }),
    headers: asAdmin(api),
    payload: { shop: 'points', priceType: 'point', name: 'Flat white', price: 100, ...item },
  });
  if (response.statusCode !== 201) throw new Error(`item create: ${response.statusCode} ${response.body}`);
  return response.json<AdminShopItem>();
}

export function memberGet(api: TestApi, session: SignInResult, url: string, query?: Record<string, string>) {
  return api.app.inject({ method: 'GET', url, query, headers: asMember(api, session) });
}

export function purchase(
  api: TestApi,
  session: SignInResult,
  body: { itemId: string; idempotencyKey: string },
  shop: 'points' | 'reward' = 'points',
) {
  return api.app.inject({
    method: 'POST',
    url: pathOf(loyaltyApi.shop.purchase, { shop }),
    headers: asMember(api, session),
    payload: body,
  });
}

let keyCounter = 0;
/** A purchase intent's key, as the portal makes one (unique per intent). */
export const newKey = (): string => {
  keyCounter += 1;
  return `key-${keyCounter}-${Math.random().toString(36).slice(2, 10)}`;
};
