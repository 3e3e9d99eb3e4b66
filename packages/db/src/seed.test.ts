import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { businessSettingsSchema } from '@loyalty/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client';
import {
  businesses,
  businessHosts,
  languages,
  locations,
  members,
  navigationItems,
  translations,
} from './schema/index';
import { readShippedTranslations, seedDatabase, SHIPPED_LANGUAGES } from './seed';
import {
  DEMO_BUSINESS_HOSTS,
  DEMO_BUSINESS_ID,
  DEMO_MEMBER_EMAIL,
  DEMO_MEMBER_PHONE,
  NORTHWIND_BUSINESS_ID,
  NORTHWIND_MEMBER_EMAIL,
} from './seed/demo-data';
import { SHORT_ID_ALPHABET, SHORT_ID_LENGTH } from './short-id';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from './testing';

const countedTables = {
  businesses,
  businessHosts,
  languages,
  locations,
  members,
  navigationItems,
  translations,
};
type CountedTable = keyof typeof countedTables;

async function rowCounts(db: Database): Promise<Record<CountedTable, number>> {
  const counts = {} as Record<CountedTable, number>;
  for (const [name, table] of Object.entries(countedTables) as [
    CountedTable,
    (typeof countedTables)[CountedTable],
  ][]) {
    const [row] = await db.select({ n: count() }).from(table);
    counts[name] = row?.n ?? 0;
  }
  return counts;
}

describe.each(testDatabaseKinds())('seed on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ kind });
  });
  afterAll(() => database.close());

  it('creates the languages, the shipped translations and both demo businesses', async () => {
    const db = database.db;
    expect(await db.select().from(languages).orderBy(languages.code)).toEqual(
      [...SHIPPED_LANGUAGES].sort((a, b) => a.code.localeCompare(b.code)),
    );
    const shipped = readShippedTranslations();
    const expectedKeys = [...shipped.values()].reduce((sum, texts) => sum + Object.keys(texts).length, 0);
    expect((await rowCounts(db)).translations).toBe(expectedKeys);

    const demo = await db.select().from(businesses).orderBy(businesses.id);
    expect(demo.map((business) => business.id)).toEqual([DEMO_BUSINESS_ID, NORTHWIND_BUSINESS_ID]);
    for (const business of demo)
      expect(businessSettingsSchema.parse(business.settings)).toEqual(business.settings);
    const [beanLeaf, northwind] = demo;
    expect(beanLeaf?.settings.favIconUrl).toMatch(/^data:image\/svg\+xml,/);
    expect(beanLeaf?.settings.favIconUrl).not.toBe(northwind?.settings.favIconUrl);
    expect(beanLeaf?.settings.themeStyle).not.toEqual(northwind?.settings.themeStyle);
    expect([beanLeaf?.settings.defaultTheme, northwind?.settings.defaultTheme]).toEqual(['light', 'dark']);

    const hosts = await db.select().from(businessHosts).where(eq(businessHosts.businessId, DEMO_BUSINESS_ID));
    expect(hosts.map((row) => row.host).sort()).toEqual([...DEMO_BUSINESS_HOSTS].sort());

    const demoMembers = await db.select().from(members).orderBy(members.businessId);
    expect(demoMembers.map((member) => [member.businessId, member.email])).toEqual([
      [DEMO_BUSINESS_ID, DEMO_MEMBER_EMAIL],
      [NORTHWIND_BUSINESS_ID, NORTHWIND_MEMBER_EMAIL],
    ]);
    expect(demoMembers[0]?.phone).toBe(DEMO_MEMBER_PHONE);
    for (const member of demoMembers) {
      expect(member.shortId).toHaveLength(SHORT_ID_LENGTH);
      expect([...member.shortId].every((char) => SHORT_ID_ALPHABET.includes(char))).toBe(true);
    }
  });

  it('adds nothing when run again, and keeps what an admin changed', async () => {
    const db = database.db;
    const before = await rowCounts(db);
    const [beanLeaf] = await db.select().from(businesses).where(eq(businesses.id, DEMO_BUSINESS_ID));
    if (!beanLeaf) throw new Error('demo business missing');

    // An admin renames the business, changes a setting, hides the whole menu but one entry.
    await db
      .update(businesses)
      .set({ name: 'Renamed Café', settings: { ...beanLeaf.settings, pointName: 'Star' } })
      .where(eq(businesses.id, DEMO_BUSINESS_ID));
    const [firstItem] = await db
      .select()
      .from(navigationItems)
      .where(eq(navigationItems.businessId, DEMO_BUSINESS_ID))
      .orderBy(navigationItems.position);
    await db
      .delete(navigationItems)
      .where(and(eq(navigationItems.businessId, DEMO_BUSINESS_ID), eq(navigationItems.position, 1)));

    const result = await seedDatabase(db, { seedDemo: true });
    expect(result.demoBusinessesCreated).toEqual([]);
    expect(await rowCounts(db)).toEqual({ ...before, navigationItems: before.navigationItems - 1 });

    const [after] = await db.select().from(businesses).where(eq(businesses.id, DEMO_BUSINESS_ID));
    expect(after?.name).toBe('Renamed Café');
    expect(after?.settings.pointName).toBe('Star');
    const [firstAfter] = await db
      .select()
      .from(navigationItems)
      .where(eq(navigationItems.businessId, DEMO_BUSINESS_ID))
      .orderBy(navigationItems.position);
    expect(firstAfter?.id).toBe(firstItem?.id);
  });

  it('brings shipped translations back in line: changed texts restored, removed keys deleted', async () => {
    const db = database.db;
    await db
      .update(translations)
      .set({ value: 'edited in the database' })
      .where(and(eq(translations.locale, 'en_US'), eq(translations.key, 'general.loading')));
    await db.insert(translations).values({ locale: 'en_US', key: 'key.no.longer.shipped', value: 'old' });
    await db
      .insert(translations)
      .values({ locale: 'xx', key: 'general.loading', value: 'locale file removed' });

    await seedDatabase(db);

    const shipped = readShippedTranslations().get('en_US');
    const [loading] = await db
      .select()
      .from(translations)
      .where(and(eq(translations.locale, 'en_US'), eq(translations.key, 'general.loading')));
    expect(loading?.value).toBe(shipped?.['general.loading']);
    expect(await db.select().from(translations).where(eq(translations.key, 'key.no.longer.shipped'))).toEqual(
      [],
    );
    expect(await db.select().from(translations).where(eq(translations.locale, 'xx'))).toEqual([]);
  });

  it('does not add demo data unless asked', async () => {
    const empty = await createTestDatabase({ kind, seedDemo: false });
    try {
      expect(await rowCounts(empty.db)).toMatchObject({
        businesses: 0,
        members: 0,
        languages: SHIPPED_LANGUAGES.length,
      });
    } finally {
      await empty.close();
    }
  });
});

describe('shipped translation files', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'loyalty-locales-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('are read as flat key → text per locale folder, every area file of a locale merged', () => {
    mkdirSync(path.join(dir, 'fr'));
    writeFileSync(path.join(dir, 'fr', 'core.json'), JSON.stringify({ 'general.loading': 'Chargement…' }));
    writeFileSync(path.join(dir, 'fr', 'shop.json'), JSON.stringify({ 'shop.title': 'Boutique' }));
    writeFileSync(path.join(dir, 'fr', 'notes.txt'), 'ignored');
    writeFileSync(path.join(dir, 'readme.txt'), 'ignored');
    expect(Object.fromEntries(readShippedTranslations(dir))).toEqual({
      fr: { 'general.loading': 'Chargement…', 'shop.title': 'Boutique' },
    });
  });

  it('reject a value that is not text, naming the file and key', () => {
    mkdirSync(path.join(dir, 'de'));
    writeFileSync(path.join(dir, 'de', 'core.json'), JSON.stringify({ nested: { key: 'value' } }));
    expect(() => readShippedTranslations(dir)).toThrow('de/core.json: the value of "nested" is not a string');
    rmSync(path.join(dir, 'de'), { recursive: true });
  });

  it('reject a key that two area files of one locale define, naming both', () => {
    mkdirSync(path.join(dir, 'it'));
    writeFileSync(path.join(dir, 'it', 'a.json'), JSON.stringify({ 'x.y': 'uno' }));
    writeFileSync(path.join(dir, 'it', 'b.json'), JSON.stringify({ 'x.y': 'due' }));
    expect(() => readShippedTranslations(dir)).toThrow('it/b.json: "x.y" is already defined in it/a.json');
    rmSync(path.join(dir, 'it'), { recursive: true });
  });
});
