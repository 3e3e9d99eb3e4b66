// The admin CLI's membership commands against a real loyalty API on a real database.
import { DEMO_BUSINESS_ID, DEMO_MEMBER_EMAIL, members, subscriptions } from '@loyalty/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi } from '@loyalty/api/testing';
import { cliAgainst } from './cli-test-support';

type TestApi = Awaited<ReturnType<typeof startTestApi>>;

describe('admin CLI: membership plans and subscriptions', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ config: { paymentsTestMode: true } });
  });
  afterAll(async () => {
    await api.close();
  });

  const cli = cliAgainst(() => api);

  it('creates, lists and updates plans; price changes are not offered', async () => {
    const created = await cli(
      'plan:create',
      DEMO_BUSINESS_ID,
      'Tea Club',
      '--price',
      '3.50',
      '--currency',
      'usd',
      '--interval',
      'month',
      '--card-label',
      'Tea Club',
      '--points',
      '100',
      '--gift',
      'Free tea',
      '--translation',
      'es:Club del Té:Club del Té:Té cada mes',
      '--json',
    );
    expect(created.code, created.err).toBe(0);
    const plan = JSON.parse(created.out) as { id: string; price: number; currency: string; texts: object };
    expect(plan).toMatchObject({
      price: 350,
      currency: 'USD',
      pointsPerPeriod: 10_000,
      gift: { name: 'Free tea' },
      texts: { en: { name: 'Tea Club' }, es: { name: 'Club del Té', description: 'Té cada mes' } },
    });

    const listed = await cli('plan:list', DEMO_BUSINESS_ID);
    expect(listed.code).toBe(0);
    expect(listed.out).toContain('Tea Club');
    expect(listed.out).toContain('3.50 USD');

    const updated = await cli(
      'plan:update',
      DEMO_BUSINESS_ID,
      plan.id,
      '--active',
      'false',
      '--gift',
      'none',
      '--json',
    );
    expect(updated.code, updated.err).toBe(0);
    expect(JSON.parse(updated.out)).toMatchObject({ active: false, gift: null, price: 350 });

    const nothing = await cli('plan:update', DEMO_BUSINESS_ID, plan.id);
    expect(nothing.code).toBe(2);
    const price = await cli('plan:update', DEMO_BUSINESS_ID, plan.id, '--price', '1.00');
    expect(price.code).toBe(2);
  });

  it('lists subscriptions and renews one in test mode', async () => {
    const [member] = await api.db
      .select()
      .from(members)
      .where(and(eq(members.businessId, DEMO_BUSINESS_ID), eq(members.email, DEMO_MEMBER_EMAIL)));
    const plans = await cli('plan:list', DEMO_BUSINESS_ID, '--json');
    const plan = (JSON.parse(plans.out) as { items: { id: string; interval: string }[] }).items.find(
      (candidate) => candidate.interval === 'month',
    );
    const now = new Date();
    const [row] = await api.db
      .insert(subscriptions)
      .values({
        businessId: DEMO_BUSINESS_ID,
        memberId: member!.id,
        planId: plan!.id,
        status: 'active',
        provider: 'test',
        providerSubscriptionId: 'sub_test_cli',
        currentPeriodStart: now,
        currentPeriodEnd: now,
      })
      .returning();

    const renewed = await cli('subscription:test-renew', DEMO_BUSINESS_ID, row!.id, '--json');
    expect(renewed.code, renewed.err).toBe(0);
    expect(JSON.parse(renewed.out)).toMatchObject({ status: 'active', periodsPaid: 1 });
    const failed = await cli('subscription:test-renew', DEMO_BUSINESS_ID, row!.id, '--fail');
    expect(failed.code).toBe(0);
    expect(failed.out).toContain('past_due');

    const listed = await cli('subscription:list', DEMO_BUSINESS_ID);
    expect(listed.out).toContain(row!.id);
    const unknown = await cli(
      'subscription:test-renew',
      DEMO_BUSINESS_ID,
      '00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('subscription.not.found');
  });
});
