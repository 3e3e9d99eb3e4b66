import { apiErrorSchema, outboxListSchema } from '@loyalty/contract';
import { DEMO_BUSINESS_ID, NORTHWIND_BUSINESS_ID, outboundMessages } from '@loyalty/db';
import { testDatabaseKinds } from '@loyalty/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { startTestApi, type TestApi } from '../../testing';
import { createOutboxAdapter } from './outbox-adapter';

describe.each(testDatabaseKinds())('delivery and the dev outbox on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ databaseKind: kind });
    const outbox = createOutboxAdapter(api.db);
    await outbox.send({
      businessId: DEMO_BUSINESS_ID,
      channel: 'email',
      recipient: 'first@example.com',
      subject: 'Your code',
      body: 'Code 111111',
    });
    await outbox.send({
      businessId: DEMO_BUSINESS_ID,
      channel: 'sms',
      recipient: '+15555550100',
      subject: null,
      body: 'Code 222222',
    });
    await outbox.send({
      businessId: NORTHWIND_BUSINESS_ID,
      channel: 'email',
      recipient: 'first@example.com',
      subject: 'הקוד שלך',
      body: 'Code 333333',
    });
  });
  afterAll(() => api.close());

  const outbox = async (query = '') => {
    const response = await api.app.inject({ method: 'GET', url: `/dev/outbox${query}` });
    expect(response.statusCode).toBe(200);
    return outboxListSchema.parse(response.json());
  };

  it('the outbox adapter logs each message as sent and returns its id', async () => {
    const receipt = await api.app.delivery.send({
      businessId: null,
      channel: 'email',
      recipient: 'ops@example.com',
      subject: 'Installation notice',
      body: 'Hello',
    });
    const [row] = await api.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.id, Number(receipt.messageId)));
    expect(row).toMatchObject({
      recipient: 'ops@example.com',
      status: 'sent',
      businessId: null,
      channel: 'email',
    });
  });

  it('lists messages newest first', async () => {
    const messages = await outbox('?recipient=first@example.com');
    expect(messages.map((message) => message.body)).toEqual(['Code 333333', 'Code 111111']);
    expect(messages[1]).toMatchObject({
      businessId: DEMO_BUSINESS_ID,
      channel: 'email',
      subject: 'Your code',
    });
  });

  it('filters by business and limits the count', async () => {
    expect((await outbox(`?businessId=${DEMO_BUSINESS_ID}`)).map((message) => message.body)).toEqual([
      'Code 222222',
      'Code 111111',
    ]);
    expect(await outbox('?limit=1')).toHaveLength(1);
  });

  it('answers 400 with issues for an invalid limit', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/dev/outbox?limit=1000' });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).issues?.[0]?.path).toBe('limit');
  });

  it('does not exist without LOYALTY_DEV_OUTBOX=1', async () => {
    const app = buildApp({
      db: api.db,
      databaseKind: api.databaseKind,
      config: { ...api.app.config, devOutbox: false },
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/dev/outbox' });
      expect(response.statusCode).toBe(404);
      expect(apiErrorSchema.parse(response.json())).toEqual({
        code: 'NOT_FOUND',
        message: 'general.not.found',
      });
    } finally {
      await app.close();
    }
  });
});
