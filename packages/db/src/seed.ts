import { randomBytes } from 'node:crypto';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Database, DatabaseExecutor } from './client';
import { businessSettingsSchema } from '@loyalty/contract';
import {
  businesses,
  businessHosts,
  forms,
  landingPages,
  languages,
  ledgerEntries,
  locations,
  memberBalances,
  members,
  messages,
  navigationItems,
  purchases,
  receiptKeys,
  subscriptionPlans,
  shopItems,
  translations,
} from './schema/index';
import {
  demoBusinesses,
  demoForms,
  demoLandingPages,
  demoSubscriptionPlans,
  demoMessages,
  demoPurchases,
  demoShopItems,
  type DemoBusiness,
} from './seed/demo-data';
import { readShippedTranslations } from './seed/shipped-translations';
import { generateShortId } from './short-id';

export { readShippedTranslations } from './seed/shipped-translations';

/** Transaction-level advisory lock key: concurrent starters seed one after the other. */
const SEED_LOCK_KEY = 728_310_452;
/** Rows per INSERT, well under PostgreSQL's 65,535 bind parameters. */
const BATCH_SIZE = 1000;

export const SHIPPED_LANGUAGES = [
  { code: 'en', name: 'English', direction: 'ltr' },
  { code: 'en_US', name: 'English (US)', direction: 'ltr' },
  { code: 'ar', name: 'العربية', direction: 'rtl' },
  { code: 'he', name: 'עברית', direction: 'rtl' },
  { code: 'es', name: 'Español', direction: 'ltr' },
] as const satisfies readonly (typeof languages.$inferInsert)[];

export interface SeedOptions {
  /** Adds the demo businesses (once: an existing business is never touched again). */
  seedDemo?: boolean;
  /**
   * With `seedDemo`: also gives each demo member a few purchases and the points they earned, once (only while the
   * member has no ledger entries and no purchases). Off by default so that tests start from empty balances.
   */
  demoActivity?: boolean;
}

export interface SeedResult {
  translationLocales: string[];
  translationKeys: number;
  demoBusinessesCreated: string[];
}

async function syncLanguages(tx: DatabaseExecutor): Promise<void> {
  await tx
    .insert(languages)
    .values([...SHIPPED_LANGUAGES])
    .onConflictDoUpdate({
      target: languages.code,
      set: { name: sql`excluded.name`, direction: sql`excluded.direction` },
    });
}

/** Makes `translations` mirror the shipped files: new and changed keys written, removed keys deleted. */
async function syncTranslations(
  tx: DatabaseExecutor,
  shipped: Map<string, Record<string, string>>,
): Promise<number> {
  const rows = [...shipped].flatMap(([locale, texts]) =>
    Object.entries(texts).map(([key, value]) => ({ locale, key, value })),
  );
  for (let i = 0; i < rows.length; i += BATCH_SIZE) {
    await tx
      .insert(translations)
      .values(rows.slice(i, i + BATCH_SIZE))
      .onConflictDoUpdate({
        target: [translations.locale, translations.key],
        set: { value: sql`excluded.value` },
        setWhere: sql`${translations.value} is distinct from excluded.value`,
      });
  }
  const locales = [...shipped.keys()];
  if (locales.length === 0) {
    await tx.delete(translations);
    return 0;
  }
  await tx.delete(translations).where(notInArray(translations.locale, locales));
  for (const [locale, texts] of shipped) {
    const keys = Object.keys(texts);
    await tx
      .delete(translations)
      .where(
        keys.length === 0
          ? eq(translations.locale, locale)
          : and(eq(translations.locale, locale), notInArray(translations.key, keys)),
      );
  }
  return rows.length;
}

/** Creates a demo business with everything it owns, unless a business with that id already exists. */
async function createDemoBusiness(tx: DatabaseExecutor, demo: DemoBusiness): Promise<boolean> {
  const created = await tx
    .insert(businesses)
    .values({ id: demo.id, name: demo.name, settings: demo.settings })
    .onConflictDoNothing()
    .returning({ id: businesses.id });
  if (created.length === 0) return false;

  // A host an administrator already gave to another business stays theirs.
  await tx
    .insert(businessHosts)
    .values(demo.hosts.map((host) => ({ host, businessId: demo.id })))
    .onConflictDoNothing();
  await tx.insert(navigationItems).values(demo.navigation.map((item) => ({ ...item, businessId: demo.id })));
  await tx.insert(locations).values(demo.locations.map((location) => ({ ...location, businessId: demo.id })));
  await tx.insert(members).values({
    ...demo.member,
    businessId: demo.id,
    shortId: generateShortId(),
    consentAt: demo.member.hasConsent ? sql`now()` : null,
  });
  const items = demoShopItems[demo.id] ?? [];
  if (items.length > 0)
    await tx.insert(shopItems).values(items.map((item) => ({ ...item, businessId: demo.id })));
  return true;
}

/**
 * The demo member's purchases and the points they earned, written like the ledger writes them: each purchase with
 * its `earn` entry, and the balance row holding their sum. Only for a member without any ledger history yet.
 */
async function seedDemoActivity(tx: DatabaseExecutor, demo: DemoBusiness): Promise<void> {
  const planned = demoPurchases[demo.id] ?? [];
  const [business] = await tx.select().from(businesses).where(eq(businesses.id, demo.id));
  const [member] = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.businessId, demo.id), eq(members.email, demo.member.email ?? '')));
  if (planned.length === 0 || !business || !member) return;
  const [entry] = await tx
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.memberId, member.id))
    .limit(1);
  const [purchase] = await tx
    .select({ id: purchases.id })
    .from(purchases)
    .where(eq(purchases.memberId, member.id))
    .limit(1);
  if (entry || purchase) return;
  const rate = businessSettingsSchema.parse(business.settings).pointsEarningRate;
  const locationId = demo.locations[0]?.id ?? null;
  let total = 0;
  for (const plan of planned) {
    const createdAt = new Date(Date.now() - plan.daysAgo * 86_400_000);
    const points = Math.floor(plan.amount * rate);
    const [row] = await tx
      .insert(purchases)
      .values({
        businessId: demo.id,
        memberId: member.id,
        locationId: plan.atLocation ? locationId : null,
        amount: plan.amount,
        items: plan.items,
        pointsEarned: points,
        createdAt,
      })
      .returning({ id: purchases.id });
    if (points > 0 && row) {
      await tx.insert(ledgerEntries).values({
        businessId: demo.id,
        memberId: member.id,
        type: 'point',
        operation: 'earn',
        amount: points,
        entityId: row.id,
        createdAt,
      });
      total += points;
    }
  }
  await tx
    .insert(memberBalances)
    .values({ businessId: demo.id, memberId: member.id, type: 'point', balance: total })
    .onConflictDoUpdate({
      target: [memberBalances.memberId, memberBalances.type],
      set: { balance: sql`${memberBalances.balance} + ${total}` },
    });
}

/**
 * The business's demo landing page and a receipt signing key, once: only while it has none (a page the business
 * deleted or changed is left as it is).
 */
async function seedDemoCampaigns(tx: DatabaseExecutor, demo: DemoBusiness): Promise<void> {
  const page = demoLandingPages[demo.id];
  if (page) {
    const [existing] = await tx
      .select({ id: landingPages.id })
      .from(landingPages)
      .where(eq(landingPages.businessId, demo.id))
      .limit(1);
    if (!existing)
      await tx
        .insert(landingPages)
        .values({ ...page, businessId: demo.id })
        .onConflictDoNothing();
  }
  const [key] = await tx
    .select({ keyId: receiptKeys.keyId })
    .from(receiptKeys)
    .where(eq(receiptKeys.businessId, demo.id))
    .limit(1);
  if (!key) {
    await tx.insert(receiptKeys).values({
      businessId: demo.id,
      keyId: randomBytes(4).toString('hex'),
      secret: randomBytes(32).toString('base64url'),
    });
  }
}

/** The business's demo membership plans, once: only while it has no plan at all. */
async function seedDemoSubscriptionPlans(tx: DatabaseExecutor, demo: DemoBusiness): Promise<void> {
  const plans = demoSubscriptionPlans[demo.id] ?? [];
  const [existing] = await tx
    .select({ id: subscriptionPlans.id })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.businessId, demo.id))
    .limit(1);
  if (plans.length === 0 || existing) return;
  await tx.insert(subscriptionPlans).values(plans.map((plan) => ({ ...plan, businessId: demo.id })));
}

/** The business's demo form, once: only while it has none (a form the business changed is left as it is). */
async function seedDemoForms(tx: DatabaseExecutor, demo: DemoBusiness): Promise<void> {
  const form = demoForms[demo.id];
  if (!form) return;
  const [existing] = await tx
    .select({ id: forms.id })
    .from(forms)
    .where(eq(forms.businessId, demo.id))
    .limit(1);
  if (!existing)
    await tx
      .insert(forms)
      .values({ ...form, businessId: demo.id })
      .onConflictDoNothing();
}

/** The demo member's inbox, once: only while the member has no message at all (a restart adds nothing). */
async function seedDemoMessages(tx: DatabaseExecutor, demo: DemoBusiness): Promise<void> {
  const planned = demoMessages[demo.id] ?? [];
  const [member] = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.businessId, demo.id), eq(members.email, demo.member.email ?? '')));
  if (planned.length === 0 || !member) return;
  const [existing] = await tx
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.businessId, demo.id), eq(messages.memberId, member.id)))
    .limit(1);
  if (existing) return;
  await tx.insert(messages).values(
    planned.map((message) => ({
      businessId: demo.id,
      memberId: member.id,
      title: message.title,
      content: message.content,
      tag: message.tag ?? 'inbox',
      read: message.read ?? false,
      params: message.params ?? {},
      translations: message.translations ?? null,
      receiveDate: new Date(Date.now() - message.hoursAgo * 3_600_000),
    })),
  );
}

/**
 * Runs on every start: languages and shipped translations are brought up to date; with `seedDemo`, the demo
 * businesses are created the first time only, so a restart neither duplicates them nor undoes an admin's change.
 */
export async function seedDatabase(db: Database, options: SeedOptions = {}): Promise<SeedResult> {
  const shipped = readShippedTranslations();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    await syncLanguages(tx);
    const translationKeys = await syncTranslations(tx, shipped);
    const demoBusinessesCreated: string[] = [];
    if (options.seedDemo) {
      for (const demo of demoBusinesses) {
        if (await createDemoBusiness(tx, demo)) demoBusinessesCreated.push(demo.id);
        if (options.demoActivity) await seedDemoActivity(tx, demo);
        await seedDemoMessages(tx, demo);
        await seedDemoCampaigns(tx, demo);
        await seedDemoSubscriptionPlans(tx, demo);
        await seedDemoForms(tx, demo);
      }
    }
    return { translationLocales: [...shipped.keys()], translationKeys, demoBusinessesCreated };
  });
}
