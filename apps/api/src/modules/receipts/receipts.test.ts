import {
  RECEIPT_VALID_DAYS,
  apiErrorSchema,
  identifiersValidSchema,
  loyaltyApi,
  pathOf,
  receiptKeyCreatedSchema,
  receiptKeyListSchema,
  receiptSignedSchema,
  receiptSubmitResultSchema,
} from '@loyalty/contract';
import {
  DEMO_BUSINESS_ID,
  DEMO_MEMBER_PHONE,
  NORTHWIND_BUSINESS_ID,
  NORTHWIND_MEMBER_EMAIL,
  purchases,
} from '@loyalty/db';
import { testDatabaseKinds } from '@loyalty/db/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, asMember, registerMember, signInDemoMembers, type DemoSessions } from '../../test-support';
import { createTestClock, startTestApi, type TestApi } from '../../testing';
import { signReceipt } from './receipt-code';

const error = (response: { json(): unknown }) => apiErrorSchema.parse(response.json());

describe.each(testDatabaseKinds())('receipt QR codes on %s', (kind) => {
  let api: TestApi;
  let sessions: DemoSessions;
  const clock = createTestClock();
  beforeAll(async () => {
    api = await startTestApi({ databaseKind: kind, clock });
    sessions = await signInDemoMembers(api);
  });
  afterAll(() => api.close());

  const admin = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    api.app.inject({ method, url, headers: asAdmin(api), ...(payload ? { payload } : {}) });

  async function newKey(businessId = DEMO_BUSINESS_ID) {
    const response = await admin('POST', pathOf(loyaltyApi.admin.receipts.createKey, { businessId }));
    expect(response.statusCode).toBe(201);
    return receiptKeyCreatedSchema.parse(response.json());
  }

  async function sign(transactionId: string, amount: number, businessId = DEMO_BUSINESS_ID) {
    const response = await admin('POST', pathOf(loyaltyApi.admin.receipts.sign, { businessId }), {
      transactionId,
      amount,
    });
    expect(response.statusCode, response.body).toBe(200);
    return receiptSignedSchema.parse(response.json()).code;
  }

  const submit = (code: string, session = sessions.demo) =>
    api.app.inject({
      method: 'POST',
      url: loyaltyApi.receipts.submit.path,
      headers: asMember(api, session),
      payload: { code },
    });

  it('signs nothing before the business has a key; lists keys without their secrets', async () => {
    // The demo seed gives every business a key: revoke Northwind's so it has none in use.
    const seeded = receiptKeyListSchema.parse(
      (
        await admin('GET', pathOf(loyaltyApi.admin.receipts.keys, { businessId: NORTHWIND_BUSINESS_ID }))
      ).json(),
    );
    for (const { keyId } of seeded.items.filter((item) => item.revokedAt === null)) {
      const revoked = await admin(
        'POST',
        pathOf(loyaltyApi.admin.receipts.revokeKey, { businessId: NORTHWIND_BUSINESS_ID, keyId }),
      );
      expect(revoked.statusCode).toBe(200);
    }
    const none = await admin(
      'POST',
      pathOf(loyaltyApi.admin.receipts.sign, { businessId: NORTHWIND_BUSINESS_ID }),
      {
        transactionId: 'T-1',
        amount: 100,
      },
    );
    expect(none.statusCode).toBe(409);
    expect(error(none).message).toBe('receipt.no.key');
    const key = await newKey();
    expect(key.secret.length).toBeGreaterThan(30);
    const list = receiptKeyListSchema.parse(
      (await admin('GET', pathOf(loyaltyApi.admin.receipts.keys, { businessId: DEMO_BUSINESS_ID }))).json(),
    );
    expect(list.items.map((k) => k.keyId)).toContain(key.keyId);
    expect(JSON.stringify(list)).not.toContain(key.secret);
  });

  it("credits a receipt's points once; the same member is told so, another member that it is used", async () => {
    await newKey();
    const code = await sign('R-2001', 1250);
    const first = await submit(code);
    expect(first.statusCode, first.body).toBe(200);
    const credited = receiptSubmitResultSchema.parse(first.json());
    expect(credited).toMatchObject({ status: 'credited', transactionId: 'R-2001', amount: 1250 });
    expect(credited.pointsEarned).toBeGreaterThan(0);

    const again = receiptSubmitResultSchema.parse((await submit(code)).json());
    expect(again).toMatchObject({ status: 'already-credited', balances: credited.balances });
    const rows = await api.db
      .select()
      .from(purchases)
      .where(and(eq(purchases.businessId, DEMO_BUSINESS_ID), eq(purchases.externalId, 'R-2001')));
    expect(rows).toHaveLength(1);

    // Another member of the same business: the receipt is spent.
    const other = await submit(code, await registerMember(api, 'receipt.friend@example.com'));
    expect(other.statusCode).toBe(409);
    expect(error(other).message).toBe('receipt.already.used');
  });

  it('says clearly when a code is invalid, expired, for another business, signed with a revoked key', async () => {
    const key = await newKey();
    const now = Math.floor(clock().getTime() / 1000);
    const fields = { businessId: DEMO_BUSINESS_ID, keyId: key.keyId, transactionId: 'R-3001', amount: 500 };
    const cases: [string, number, string][] = [
      ['hello', 400, 'receipt.invalid'],
      [signReceipt({ ...fields, issuedAt: now }, 'not-the-secret'), 400, 'receipt.invalid'],
      [signReceipt({ ...fields, keyId: 'unknown1', issuedAt: now }, key.secret), 400, 'receipt.invalid'],
      [
        signReceipt({ ...fields, issuedAt: now - (RECEIPT_VALID_DAYS + 1) * 86_400 }, key.secret),
        410,
        'receipt.expired',
      ],
      [signReceipt({ ...fields, issuedAt: now + 3 * 86_400 }, key.secret), 400, 'receipt.invalid'],
    ];
    for (const [code, status, message] of cases) {
      const response = await submit(code);
      expect(response.statusCode, code).toBe(status);
      expect(error(response).message, code).toBe(message);
    }
    // Signed for Bean & Leaf, scanned by a Northwind member.
    const beanLeafCode = await sign('R-3002', 800);
    const foreign = await submit(beanLeafCode, sessions.northwind);
    expect(foreign.statusCode).toBe(400);
    expect(error(foreign).message).toBe('receipt.other.business');

    const revoked = await admin(
      'POST',
      pathOf(loyaltyApi.admin.receipts.revokeKey, { businessId: DEMO_BUSINESS_ID, keyId: key.keyId }),
    );
    expect(revoked.statusCode).toBe(200);
    const older = signReceipt({ ...fields, transactionId: 'R-3003', issuedAt: now }, key.secret);
    expect(error(await submit(older)).message).toBe('receipt.invalid');
  });

  it('refuses guests', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: loyaltyApi.receipts.submit.path,
      headers: { authorization: `Bearer ${api.serviceToken}` },
      payload: { code: 'LPR1.x' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe.each(testDatabaseKinds())('member identifiers on %s', (kind) => {
  let api: TestApi;
  let sessions: DemoSessions;
  beforeAll(async () => {
    api = await startTestApi({ databaseKind: kind });
    sessions = await signInDemoMembers(api);
  });
  afterAll(() => api.close());

  const validate = (payload: Record<string, unknown>, session = sessions.demo) =>
    api.app.inject({
      method: 'POST',
      url: loyaltyApi.identifiers.validate.path,
      headers: asMember(api, session),
      payload,
    });

  it("accepts free contacts and the member's own; refuses one another member holds, and malformed ones", async () => {
    expect(
      identifiersValidSchema.parse(
        (await validate({ phoneNumber: '(212) 555-0142', email: 'free@example.com' })).json(),
      ),
    ).toEqual({ valid: true });
    // The member's own address, and the Northwind member's (another business): free here.
    expect((await validate({ email: sessions.demo.email })).statusCode).toBe(200);
    expect((await validate({ email: NORTHWIND_MEMBER_EMAIL })).statusCode).toBe(200);
    const newcomer = await registerMember(api, 'identifiers.new@example.com');
    const taken = await validate({ email: sessions.demo.email }, newcomer);
    expect(taken.statusCode).toBe(409);
    expect(error(taken).message).toBe('register.unique.identifier.exists.email');
    const takenPhone = await validate({ phoneNumber: DEMO_MEMBER_PHONE }, newcomer);
    expect(error(takenPhone).message).toBe('register.unique.identifier.exists.phone');
    const bad = await validate({ email: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(error(bad).message).toBe('validation.email.not.in.right.format');
  });
});
