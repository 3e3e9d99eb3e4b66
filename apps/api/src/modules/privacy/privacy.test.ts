import { randomUUID } from 'node:crypto';
import {
  apiErrorSchema,
  dataExportResultSchema,
  deletionPreviewSchema,
  outboxListSchema,
  type SignInResult,
} from '@loyalty/contract';
import {
  DEMO_BUSINESS_ID,
  NORTHWIND_BUSINESS_ID,
  feedback,
  formSubmissions,
  forms,
  generateShortId,
  gifts,
  ledgerEntries,
  memberBalances,
  memberConsents,
  members,
  messages,
  purchases,
  pushSubscriptions,
  landingClaims,
  walletDevices,
  walletPasses,
  paymentCustomers,
  subscriptionBenefits,
  subscriptionPlans,
  subscriptions,
  landingPages,
  referralCodes,
  referrals,
  selectRows,
  shopItems,
  shopOrders,
} from '@loyalty/db';
import { testDatabaseKinds } from '@loyalty/db/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asMember, asService, freshClientIp, signInDemoMembers } from '../../test-support';
import {
  createTestClock,
  openTestSession,
  signInMember,
  startTestApi,
  verifyIdentifier,
  type TestApi,
} from '../../testing';

const DOWNLOAD_BASE = 'https://portal.example.com/api/privacy/export';

const landingGift = { name: 'Muffin', description: '', validDays: null, imageUrl: null };

describe.each(testDatabaseKinds())('privacy: data export and deletion on %s', (kind) => {
  let api: TestApi;
  let northwind: SignInResult;
  const clock = createTestClock();
  beforeAll(async () => {
    api = await startTestApi({ databaseKind: kind, clock });
    ({ northwind } = await signInDemoMembers(api));
  });
  afterAll(() => api.close());

  const error = (response: { json(): unknown }) => apiErrorSchema.parse(response.json());
  const outbox = async (recipient: string) =>
    outboxListSchema.parse(
      (await api.app.inject({ method: 'GET', url: '/dev/outbox', query: { recipient, limit: '50' } })).json(),
    );
  const requestExport = (session: SignInResult, email: string, businessId?: string) =>
    api.app.inject({
      method: 'POST',
      url: '/v1/member/data-export',
      headers: { ...asMember(api, session), ...(businessId ? { 'x-business-id': businessId } : {}) },
      payload: { email, downloadBaseUrl: DOWNLOAD_BASE },
    });
  const download = (token: string, format: 'json' | 'csv', businessId = DEMO_BUSINESS_ID) =>
    api.app.inject({
      method: 'GET',
      url: `/v1/privacy/exports/${token}`,
      query: { format },
      headers: asService(api, businessId),
    });
  const tokenFrom = (body: string | undefined) => {
    const token = /\/api\/privacy\/export\/([A-Za-z0-9_-]{43})\?format=json/.exec(body ?? '')?.[1];
    if (!token) throw new Error(`no export link in ${body}`);
    return token;
  };

  let counter = 0;
  interface Person {
    session: SignInResult;
    email: string;
    phone: string;
    firstName: string;
    lastName: string;
  }
  /** A member with one row of every kind of member data, all carrying `marker` where text is free. */
  const memberWithData = async (businessId = DEMO_BUSINESS_ID): Promise<Person> => {
    counter += 1;
    const marker = `${kind}${counter}${Math.random().toString(36).slice(2, 8)}`;
    const person = {
      email: `privacy-${marker}@example.com`,
      phone: `+1555${String(1_000_000 + counter * 7919 + Math.floor(Math.random() * 1000)).slice(-7)}`,
      firstName: `Quillon${marker}`,
      lastName: `Brackwater${marker}`,
    };
    const [row] = await api.db
      .insert(members)
      .values({ businessId, shortId: generateShortId(), hasConsent: true, ...person })
      .returning();
    if (!row) throw new Error('no member');
    const memberId = row.id;
    await api.db.insert(memberConsents).values({
      businessId,
      memberId,
      source: 'registration',
      extraFields: { newsletter: true, note: `consent-${marker}` },
      createdAt: clock(),
    });
    await api.db.insert(memberBalances).values({ businessId, memberId, type: 'point', balance: 1500 });
    const [purchase] = await api.db
      .insert(purchases)
      .values({
        businessId,
        memberId,
        amount: 1250,
        items: [{ name: `purchase-${marker}`, quantity: 1, unitPrice: 1250 }],
        pointsEarned: 2000,
      })
      .returning();
    const [item] = await api.db
      .insert(shopItems)
      .values({ businessId, shop: 'points', name: `item-${marker}`, price: 500, priceType: 'point' })
      .returning();
    if (!purchase || !item) throw new Error('no purchase or item');
    const [gift] = await api.db
      .insert(gifts)
      .values({
        businessId,
        memberId,
        source: 'points-shop',
        sourceId: item.id,
        name: `gift-${marker}`,
        redeemCode: `R${marker}`.slice(0, 20),
      })
      .returning();
    await api.db.insert(shopOrders).values({
      businessId,
      memberId,
      itemId: item.id,
      shop: 'points',
      price: 500,
      priceType: 'point',
      giftId: gift?.id,
      idempotencyKey: `order-${marker}`,
    });
    await api.db.insert(ledgerEntries).values([
      { businessId, memberId, type: 'point', operation: 'earn', amount: 2000, entityId: purchase.id },
      { businessId, memberId, type: 'point', operation: 'spend', amount: -500, entityId: item.id },
    ]);
    await api.db.insert(messages).values({
      businessId,
      memberId,
      title: `message-${marker}`,
      content: `Hello ${person.firstName}`,
    });
    await api.db.insert(feedback).values([
      { businessId, memberId, email: person.email, subject: `feedback-${marker}`, message: 'Lovely' },
      // An address at an internal domain: in the JSON file, left out of the CSV lists.
      {
        businessId,
        memberId,
        email: `staff-${marker}@example.invalid`,
        subject: `internal-${marker}`,
        message: 'x',
      },
    ]);
    await api.db.insert(referralCodes).values({ businessId, memberId, code: `REF${marker}`.slice(0, 16) });
    await api.db.insert(referrals).values({ businessId, referrerMemberId: memberId });
    const [page] = await api.db
      .insert(landingPages)
      .values({ businessId, texts: { en: { title: `page-${marker}`, text: '' } }, gift: landingGift })
      .returning();
    await api.db.insert(landingClaims).values({
      businessId,
      landingPageId: page!.id,
      phone: person.phone,
      memberId,
      giftId: gift?.id,
      codeHash: `hash-${marker}`,
    });
    const serialNumber = `serial${marker}`.replace(/[^A-Za-z0-9]/g, '');
    await api.db
      .insert(walletPasses)
      .values({ serialNumber, businessId, memberId, authTokenHash: `hash-${marker}` });
    await api.db.insert(walletDevices).values({
      deviceLibraryId: `device${serialNumber}`,
      serialNumber,
      businessId,
      memberId,
      pushToken: 'push',
    });
    await api.db.insert(pushSubscriptions).values({
      businessId,
      memberId,
      deviceId: randomUUID(),
      endpoint: `https://push.example.net/send/${marker}`,
      p256dh: 'B'.repeat(87),
      auth: 'A'.repeat(22),
    });
    const [plan] = await api.db
      .insert(subscriptionPlans)
      .values({
        businessId,
        texts: { en: { name: `plan-${marker}`, description: '', cardLabel: 'Club' } },
        price: 500,
        currency: 'USD',
        interval: 'month',
      })
      .returning();
    const [subscription] = await api.db
      .insert(subscriptions)
      .values({ businessId, memberId, planId: plan!.id, status: 'active', provider: 'test' })
      .returning();
    await api.db.insert(subscriptionBenefits).values({
      businessId,
      memberId,
      subscriptionId: subscription!.id,
      periodStart: clock(),
      periodEnd: clock(),
      points: 100,
    });
    await api.db
      .insert(paymentCustomers)
      .values({ businessId, memberId, provider: 'test', customerId: `cus_test_${marker}` });
    // The member's own form answers, and two guests' answers quoting the member's e-mail and (national) number.
    const [form] = await api.db
      .insert(forms)
      .values({
        businessId,
        formType: 'survey',
        title: { en: `form-${marker}` },
        fields: [{ type: 'text', name: 'comments', label: { en: 'Comments' }, required: false }],
      })
      .returning();
    const nationalPhone = `(${person.phone.slice(2, 5)}) ${person.phone.slice(5, 8)}-${person.phone.slice(8)}`;
    const submissions: { memberId: string | null; answers: Record<string, string> }[] = [
      { memberId, answers: { comments: `answer-${marker}` } },
      { memberId: null, answers: { email: person.email.toUpperCase() } },
      { memberId: null, answers: { phone: nationalPhone } },
    ];
    await api.db.insert(formSubmissions).values(
      [...submissions].map((submission, index) => ({
        ...submission,
        businessId,
        formId: form!.id,
        formVersion: 1,
        idempotencyKey: `key-${marker}-${index}`,
        answersHash: `hash-${index}`,
      })),
    );
    return {
      ...person,
      session: await openTestSession(
        api.db,
        {
          id: memberId,
          businessId,
          email: person.email,
          firstName: person.firstName,
          lastName: person.lastName,
        },
        clock().getTime(),
      ),
    };
  };

  it('e-mails a link to everything held about the member, and nothing of anyone else', async () => {
    const member = await memberWithData();
    const other = await memberWithData();
    const response = await requestExport(member.session, ' Copy.To@Example.com ');
    expect(response.statusCode).toBe(200);
    const result = dataExportResultSchema.parse(response.json());
    expect(new Date(result.expiresAt).getTime() - clock().getTime()).toBe(7 * 86_400_000);

    const [mail, ...more] = await outbox('copy.to@example.com');
    expect(more).toEqual([]);
    expect(mail?.businessId).toBe(DEMO_BUSINESS_ID);
    const token = tokenFrom(mail?.body);
    expect(mail?.body).toContain(`${DOWNLOAD_BASE}/${token}?format=csv`);

    const json = await download(token, 'json');
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    expect(json.headers['content-disposition']).toMatch(/^attachment; filename="member-data-.*\.json"$/);
    const content = JSON.parse(json.body) as Record<string, Record<string, unknown>[]>;
    expect(Object.keys(content)).toEqual([
      'profile',
      'consents',
      'balances',
      'ledgerEntries',
      'purchases',
      'shopOrders',
      'gifts',
      'messages',
      'feedback',
      'referralCodes',
      'landingClaims',
      'walletPasses',
      'walletDevices',
      'pushSubscriptions',
      'formSubmissions',
      'referrals',
      'subscriptions',
      'subscriptionBenefits',
      'paymentCustomers',
    ]);
    for (const [section, rows] of Object.entries(content)) {
      expect(rows.length, section).toBeGreaterThan(0);
    }
    expect(content.profile?.[0]).toMatchObject({ id: member.session.comoMemberId, email: member.email });
    expect(content.profile?.[0]).not.toHaveProperty('businessId');
    expect(content.ledgerEntries?.map((entry) => entry.amount).sort()).toEqual([-500, 2000]);
    expect(content.feedback).toHaveLength(2);
    for (const text of [
      other.email,
      other.phone,
      other.firstName,
      other.lastName,
      other.session.comoMemberId,
    ]) {
      expect(json.body).not.toContain(text);
    }

    const csv = await download(token, 'csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body).toContain('# ledgerEntries');
    expect(csv.body).toContain(member.email);
    expect(csv.body).toContain(`feedback-`);
    expect(csv.body).not.toContain('@example.invalid');
    expect(csv.body).not.toContain(other.email);
  });

  it('stops working when the link expires, and for another business', async () => {
    const member = await memberWithData();
    expect((await requestExport(member.session, member.email)).statusCode).toBe(200);
    const token = tokenFrom((await outbox(member.email))[0]?.body);
    expect((await download(token, 'json')).statusCode).toBe(200);
    const elsewhere = await download(token, 'json', NORTHWIND_BUSINESS_ID);
    expect(elsewhere.statusCode).toBe(404);
    expect(error(elsewhere).message).toBe('general.not.found');
    expect((await download('x'.repeat(43), 'json')).statusCode).toBe(404);
    expect((await download('short', 'csv')).statusCode).toBe(404);

    clock.advance(7 * 86_400 - 1);
    expect((await download(token, 'csv')).statusCode).toBe(200);
    clock.advance(1);
    const expired = await download(token, 'json');
    expect(expired.statusCode).toBe(404);
    expect(error(expired).message).toBe('general.not.found');
  });

  it('validates the address and takes 3 exports an hour per member', async () => {
    const member = await memberWithData();
    for (const email of ['', 'not-an-email', 'a@b']) {
      const refused = await requestExport(member.session, email);
      expect(refused.statusCode).toBe(400);
      expect(error(refused).issues).toEqual([
        { path: 'email', message: 'validation.email.not.in.right.format' },
      ]);
    }
    for (let i = 0; i < 3; i++)
      expect((await requestExport(member.session, member.email)).statusCode).toBe(200);
    const throttled = await requestExport(member.session, member.email);
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(3500);
    expect(await outbox(member.email)).toHaveLength(3);
    clock.advance(3600);
    expect((await requestExport(member.session, member.email)).statusCode).toBe(200);
  });

  const deletion = (session: SignInResult, payload: unknown, businessId?: string) =>
    api.app.inject({
      method: 'POST',
      url: '/v1/member/deletion',
      headers: { ...asMember(api, session), ...(businessId ? { 'x-business-id': businessId } : {}) },
      payload: payload as Record<string, unknown>,
    });
  const businessTotals = async (businessId: string) =>
    selectRows<{ type: string; total: string; entries: number }>(
      api.db,
      sql`select type, sum(amount)::text as total, count(*)::int as entries from ledger_entries
          where business_id = ${businessId} group by type order by type`,
    );

  /** Every text and jsonb column of every table that holds `needle` (case-insensitive). */
  const findAnywhere = async (needle: string): Promise<string[]> => {
    const columns = await selectRows<{ table_name: string; column_name: string }>(
      api.db,
      sql`select table_name, column_name from information_schema.columns
          where table_schema = 'public' and data_type in ('text', 'jsonb', 'json', 'character varying')
          order by table_name, column_name`,
    );
    expect(columns.length).toBeGreaterThan(40);
    const found: string[] = [];
    for (const { table_name: table, column_name: column } of columns) {
      const [row] = await selectRows<{ hits: number }>(
        api.db,
        sql`select count(*)::int as hits from ${sql.identifier(table)}
            where position(lower(${needle}) in lower(${sql.identifier(column)}::text)) > 0`,
      );
      if (row?.hits) found.push(`${table}.${column}`);
    }
    return found;
  };

  it('tells what a deletion would erase and keep', async () => {
    const member = await memberWithData();
    const response = await api.app.inject({
      method: 'GET',
      url: '/v1/member/deletion',
      headers: asMember(api, member.session),
    });
    expect(response.statusCode).toBe(200);
    const preview = deletionPreviewSchema.parse(response.json());
    expect(preview.erases).toContain('profile');
    expect(preview.anonymises).toEqual(['ledgerEntries', 'purchases', 'shopOrders', 'referrals']);
    expect(preview.counts).toEqual({ ledgerEntries: 2, purchases: 1, shopOrders: 1, referrals: 1 });
  });

  it('erases the member, keeps the business totals, ends the sessions and lets the identifier register anew', async () => {
    const member = await memberWithData();
    const bystander = await memberWithData();
    // Real sign-ins (codes by e-mail and SMS, tickets), feedback mailed to the business and an export e-mail:
    // rows outside the member's cascade that quote the member.
    const session = await signInMember(api, member.email, { clientIp: freshClientIp()['x-client-ip'] });
    await verifyIdentifier(api, member.phone, { clientIp: freshClientIp()['x-client-ip'] });
    const mailed = await api.app.inject({
      method: 'POST',
      url: '/v1/member/feedback',
      headers: asMember(api, session),
      payload: {
        data: { email: member.email, subject: 'Before I go', message: `Thanks, ${member.lastName}` },
      },
    });
    expect(mailed.statusCode).toBe(200);
    expect((await requestExport(session, 'elsewhere-export@example.org')).statusCode).toBe(200);
    const exportToken = tokenFrom((await outbox('elsewhere-export@example.org'))[0]?.body);
    const needles = [
      member.email,
      member.phone,
      member.firstName,
      member.lastName,
      member.session.comoMemberId,
    ];
    expect(await findAnywhere(member.email)).toContain('members.email');

    const totalsBefore = await businessTotals(DEMO_BUSINESS_ID);
    const northwindBefore = await businessTotals(NORTHWIND_BUSINESS_ID);

    const none = await deletion(session, {
      privacyPolicy: false,
      rightToErasure: false,
      objectPersonalData: false,
    });
    expect(none.statusCode).toBe(400);
    expect(error(none).issues).toEqual([{ path: 'rightToErasure', message: 'validation.required' }]);
    expect((await deletion(session, { rightToErasure: 'yes' })).statusCode).toBe(400);

    const response = await deletion(session, {
      privacyPolicy: false,
      rightToErasure: true,
      objectPersonalData: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    expect(await businessTotals(DEMO_BUSINESS_ID)).toEqual(totalsBefore);
    expect(await businessTotals(NORTHWIND_BUSINESS_ID)).toEqual(northwindBefore);
    const orphaned = await selectRows<{ count: number }>(
      api.db,
      sql`select count(*)::int as count from ledger_entries where business_id = ${DEMO_BUSINESS_ID} and member_id is null`,
    );
    expect(orphaned[0]?.count).toBeGreaterThanOrEqual(2);
    for (const needle of needles) expect(await findAnywhere(needle), needle).toEqual([]);
    // Guest answers quoting the member's number in national form went too; the bystander's stay.
    const nationalDigits = (person: Person) => person.phone.slice(2);
    const quotingPhone = async (person: Person) =>
      (await api.db.select().from(formSubmissions)).filter(
        (row) => JSON.stringify(row.answers).replace(/\D/g, '') === nationalDigits(person),
      );
    expect(await quotingPhone(member)).toEqual([]);
    expect(await quotingPhone(bystander)).toHaveLength(1);
    // The bystander keeps everything.
    expect(await findAnywhere(bystander.email)).toEqual(
      expect.arrayContaining(['members.email', 'feedback.email', 'form_submissions.answers']),
    );
    expect(
      await api.db.select().from(gifts).where(eq(gifts.memberId, bystander.session.comoMemberId)),
    ).toHaveLength(1);

    // Every session of the member now fails the member-session check; the export link is gone with them.
    for (const old of [session, member.session]) {
      const after = await api.app.inject({
        method: 'GET',
        url: '/v1/member/details',
        headers: asMember(api, old),
      });
      expect(after.statusCode).toBe(401);
      expect(error(after).message).toBe('auth.unauthorized');
    }
    expect((await download(exportToken, 'json')).statusCode).toBe(404);
    expect((await deletion(session, { rightToErasure: true })).statusCode).toBe(401);

    // The same identifier is a stranger now: it registers as a new member (after the resend gap).
    clock.advance(31);
    const again = await verifyIdentifier(api, member.email, { clientIp: freshClientIp()['x-client-ip'] });
    expect(again.status).toBe('registration-required');
  });

  it('refuses both for a session of another business', async () => {
    const member = await memberWithData(NORTHWIND_BUSINESS_ID);
    const exportElsewhere = await requestExport(
      northwind,
      northwind.email ?? 'r@example.com',
      DEMO_BUSINESS_ID,
    );
    expect(exportElsewhere.statusCode).toBe(401);
    const deleteElsewhere = await deletion(member.session, { rightToErasure: true }, DEMO_BUSINESS_ID);
    expect(deleteElsewhere.statusCode).toBe(401);
    expect(error(deleteElsewhere).message).toBe('auth.unauthorized');
    const [still] = await api.db.select().from(members).where(eq(members.id, member.session.comoMemberId));
    expect(still?.email).toBe(member.email);
    const anonymous = await api.app.inject({
      method: 'POST',
      url: '/v1/member/data-export',
      headers: asService(api, DEMO_BUSINESS_ID),
      payload: { email: 'a@example.com', downloadBaseUrl: DOWNLOAD_BASE },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
