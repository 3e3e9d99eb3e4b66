// How many statements one purchase costs: the drizzle logger of a second handle on the same database counts every
// statement the API sends while it serves one request (BEGIN and COMMIT are not statements drizzle logs).
import { randomBytes } from 'node:crypto';
import { loyaltyApi, pathOf, shopPurchaseResultSchema } from '@loyalty/contract';
import { DEMO_BUSINESS_ID, type Database } from '@loyalty/db';
import * as schema from '@loyalty/db';
import { createTestDatabase, type TestDatabase } from '@loyalty/db/testing';
import { eq } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { AppConfig } from '../../env';
import type { TestApi } from '../../testing';
import { asAdmin } from '../../test-support';
import { adjust, createItem, createMemberSession, newKey, purchase } from '../ledger/ledger-test-support';

describe('statements of one purchase', () => {
  let database: TestDatabase;
  let api: TestApi;
  const statements: string[] = [];
  const config: AppConfig = {
    serviceToken: `service-${randomBytes(16).toString('hex')}`,
    adminToken: `admin-${randomBytes(16).toString('hex')}`,
    defaultBusinessId: DEMO_BUSINESS_ID,
    devOutbox: false,
    logLevel: 'silent',
    trustProxy: false,
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    const logger = { logQuery: (query: string) => void statements.push(query) };
    const opened = database.opened;
    const db = (opened.kind === 'pglite'
      ? drizzlePglite({ client: opened.client, schema, logger })
      : drizzleNodePostgres({ client: opened.pool, schema, logger })) as unknown as Database;
    const app = buildApp({ db, databaseKind: database.kind, config });
    await app.ready();
    api = {
      url: '',
      serviceToken: config.serviceToken,
      adminToken: config.adminToken,
      db,
      databaseKind: database.kind,
      app,
      close: () => app.close(),
    };
  });
  afterAll(async () => {
    await api.close();
    await database.close();
  });

  /** The statements that touch the ledger, the shop or the purchases while one request is served. */
  const countWhile = async (request: () => Promise<{ statusCode: number; body: string }>) => {
    statements.length = 0;
    const response = await request();
    const ours = statements.filter((query) =>
      /member_balances|ledger_entries|shop_items|shop_orders|gifts|purchases|wallet_pass|locations/.test(
        query,
      ),
    );
    return { response, ours };
  };

  it('a points purchase reads the balance once, under its lock, and answers the balances and stock', async () => {
    const item = await createItem(api, DEMO_BUSINESS_ID, { price: 100, stock: 5 });
    const session = await createMemberSession(api);
    expect((await adjust(api, session, 1000)).statusCode).toBe(200);
    expect((await adjust(api, session, 300, 'credit')).statusCode).toBe(200);
    // A first purchase warms what is cached per process (the session's business and the like).
    await purchase(api, session, { itemId: item.id, idempotencyKey: newKey() });

    const { response, ours } = await countWhile(() =>
      purchase(api, session, { itemId: item.id, idempotencyKey: newKey() }),
    );
    expect(response.statusCode).toBe(200);
    const result = shopPurchaseResultSchema.parse(JSON.parse(response.body));
    expect(result.balances).toEqual({ point: 800, credit: 300 });
    expect(result.stock).toBe(3);
    expect(ours.filter((query) => /from "member_balances"/.test(query))).toHaveLength(1);
    expect(ours.filter((query) => /for update/.test(query))).toHaveLength(1);
    expect(ours.length).toBeLessThanOrEqual(9);
  });

  it('a till purchase earns with one locked read and answers both balances', async () => {
    const [business] = await api.db
      .select({ settings: schema.businesses.settings })
      .from(schema.businesses)
      .where(eq(schema.businesses.id, DEMO_BUSINESS_ID));
    const rate = (business?.settings as { pointsEarningRate?: number }).pointsEarningRate ?? 1;
    const session = await createMemberSession(api);
    expect((await adjust(api, session, 250, 'credit')).statusCode).toBe(200);
    expect((await adjust(api, session, 100)).statusCode).toBe(200);
    const record = (externalId: string) =>
      api.app.inject({
        method: 'POST',
        url: pathOf(loyaltyApi.admin.purchases.record, { businessId: DEMO_BUSINESS_ID }),
        headers: asAdmin(api),
        payload: { member: session.comoMemberId, amount: 1000, externalId },
      });
    const { response, ours } = await countWhile(() => record(`r-${newKey()}`));
    expect(response.statusCode, response.body).toBe(201);
    expect((JSON.parse(response.body) as { balances: unknown }).balances).toEqual({
      credit: 250,
      point: 100 + 1000 * rate,
    });
    expect(ours.filter((query) => /from "member_balances"/.test(query))).toHaveLength(1);
    expect(ours.length).toBeLessThanOrEqual(6);
  });
});
