import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  PUSH_INBOX_PATH,
  apiErrorSchema,
  messageBroadcastSchema,
  pushPayloadSchema,
  webPushConfigSchema,
} from '@loyalty/contract';
import { pushDeliveries, pushSubscriptions } from '@loyalty/db';
import { testDatabaseKinds } from '@loyalty/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestPushService,
  type TestPushService,
  type TestPushSubscription,
} from '../../../../../scripts/test-setup/push-service.fixtures';
import { asAdmin, asMember, asService } from '../../test-support';
import { startTestApi, testPushConfig, type TestApi } from '../../testing';
import { createBusiness, newMember, type TestMember } from '../messages/messages.fixtures';
import { parsePushToken } from './push.service';
import { loadOrCreateVapidKeys } from './vapid-keys';

const token = (subscription: TestPushSubscription) =>
  JSON.stringify({ ...subscription, expirationTime: null });

describe('VAPID keys', () => {
  it('are generated once into the data directory, readable by their owner only, and reused', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vapid-'));
    const first = loadOrCreateVapidKeys(join(dir, 'data'));
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(statSync(join(dir, 'data', 'vapid-keys.json')).mode & 0o777).toBe(0o600);
    expect(loadOrCreateVapidKeys(join(dir, 'data'))).toEqual(first);
  });
});

describe('push subscription tokens', () => {
  const strict = { allowInsecureEndpoints: false };
  const keys = {
    p256dh: 'B'.repeat(87),
    auth: 'A'.repeat(22),
  };
  it('accepts a browser subscription on a public https push service', () => {
    const endpoint = 'https://push.example.net/send/abc';
    expect(parsePushToken(JSON.stringify({ endpoint, keys }), strict).endpoint).toBe(endpoint);
  });
  it.each([
    ['not JSON', 'abc'],
    ['no keys', JSON.stringify({ endpoint: 'https://push.example.net/x' })],
    ['plain http', JSON.stringify({ endpoint: 'http://push.example.net/x', keys })],
    ['loopback', JSON.stringify({ endpoint: 'https://127.0.0.1/x', keys })],
    ['private network', JSON.stringify({ endpoint: 'https://192.168.1.4/x', keys })],
    ['localhost', JSON.stringify({ endpoint: 'https://localhost:8443/x', keys })],
    ['IPv6 loopback', JSON.stringify({ endpoint: 'https://[::1]/x', keys })],
    ['another scheme', JSON.stringify({ endpoint: 'ftp://push.example.net/x', keys })],
  ])('refuses %s', (_name, value) => {
    expect(() => parsePushToken(value, strict)).toThrow('push.subscription.invalid');
  });
  it('accepts a local http push service only when allowed', () => {
    const value = JSON.stringify({ endpoint: 'http://127.0.0.1:9/push/1', keys });
    expect(parsePushToken(value, { allowInsecureEndpoints: true }).endpoint).toBe(
      'http://127.0.0.1:9/push/1',
    );
  });
});

describe.each(testDatabaseKinds())('web push on %s', (kind) => {
  let api: TestApi;
  let pushService: TestPushService;
  const push = testPushConfig();
  const vapid = { publicKey: push.vapidPublicKey };
  beforeAll(async () => {
    pushService = await startTestPushService();
    api = await startTestApi({ databaseKind: kind, config: { push } });
  });
  afterAll(async () => {
    await api.close();
    await pushService.close();
  });

  const register = (member: TestMember, payload: unknown) =>
    api.app.inject({
      method: 'POST',
      url: '/v1/member/push-subscriptions',
      headers: asMember(api, member.session),
      payload: payload as Record<string, unknown>,
    });
  const unregister = (member: TestMember, payload: unknown) =>
    api.app.inject({
      method: 'POST',
      url: '/v1/member/push-subscriptions/remove',
      headers: asMember(api, member.session),
      payload: payload as Record<string, unknown>,
    });
  const subscriptionsOf = (member: TestMember) =>
    api.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.memberId, member.id));
  const send = (businessId: string, payload: Record<string, unknown>) =>
    api.app.inject({
      method: 'POST',
      url: `/admin/v1/businesses/${businessId}/messages`,
      headers: asAdmin(api),
      payload,
    });
  const waitForPushes = async (businessId: string, broadcastId: string) => {
    for (;;) {
      const response = await api.app.inject({
        method: 'GET',
        url: `/admin/v1/businesses/${businessId}/message-broadcasts/${broadcastId}`,
        headers: asAdmin(api),
      });
      const body = messageBroadcastSchema.parse(response.json());
      if (body.status === 'done' && body.push && body.push.pending === 0) return body;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  it('gives browsers the VAPID public key to subscribe with', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/v1/push/config',
      headers: asService(api, 'bean-leaf'),
    });
    expect(response.statusCode).toBe(200);
    expect(webPushConfigSchema.parse(response.json())).toEqual({ vapidPublicKey: vapid.publicKey });
  });

  it("keeps one subscription per device: a changed subscription replaces the device's old one", async () => {
    const business = await createBusiness(api, 'push-devices');
    const member = await newMember(api.db, business);
    const phone = crypto.randomUUID();
    const first = pushService.subscribe();
    expect((await register(member, { token: token(first), deviceId: phone })).json()).toEqual({
      registered: true,
    });
    const second = pushService.subscribe();
    expect((await register(member, { token: token(second), deviceId: phone })).statusCode).toBe(200);
    expect((await subscriptionsOf(member)).map((row) => row.endpoint)).toEqual([second.endpoint]);

    const laptop = crypto.randomUUID();
    await register(member, { token: token(pushService.subscribe()), deviceId: laptop });
    expect(await subscriptionsOf(member)).toHaveLength(2);

    // Removing an unknown token, or another member's, changes nothing.
    const other = await newMember(api.db, business);
    expect((await unregister(other, { token: token(second) })).json()).toEqual({ removed: 0 });
    expect((await unregister(member, { token: 'not json' })).json()).toEqual({ removed: 0 });
    expect((await unregister(member, { token: token(second) })).json()).toEqual({ removed: 1 });
    expect((await subscriptionsOf(member)).map((row) => row.deviceId)).toEqual([laptop]);
  });

  it('refuses what is not a subscription, and callers without a member session', async () => {
    const business = await createBusiness(api, 'push-refusals');
    const member = await newMember(api.db, business);
    const bad = await register(member, { token: '{"endpoint":"nope"}', deviceId: crypto.randomUUID() });
    expect(bad.statusCode).toBe(400);
    expect(apiErrorSchema.parse(bad.json()).message).toBe('push.subscription.invalid');
    const noDevice = await register(member, { token: token(pushService.subscribe()), deviceId: 'phone' });
    expect(noDevice.statusCode).toBe(400);
    const anonymous = await api.app.inject({
      method: 'POST',
      url: '/v1/member/push-subscriptions',
      headers: asService(api, business),
      payload: { token: token(pushService.subscribe()), deviceId: crypto.randomUUID() },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("pushes a message to every device of the targeted members, encrypted for each, in the member's language", async () => {
    const business = await createBusiness(api, 'push-send');
    const english = await newMember(api.db, business);
    const hebrew = await newMember(api.db, business, { language: 'he' });
    const silent = await newMember(api.db, business);
    const subscriptions = [pushService.subscribe(), pushService.subscribe(), pushService.subscribe()];
    await register(english, { token: token(subscriptions[0]!), deviceId: crypto.randomUUID() });
    await register(english, { token: token(subscriptions[1]!), deviceId: crypto.randomUUID() });
    await register(hebrew, { token: token(subscriptions[2]!), deviceId: crypto.randomUUID() });
    const before = pushService.received.length;

    const response = await send(business, {
      audience: { type: 'members', members: [english.id, hebrew.id, silent.id] },
      title: 'Double points',
      content: 'This weekend only',
      imageUrl: 'https://cdn.example.com/double.png',
      translations: { he: { title: 'נקודות כפולות', content: 'רק בסוף השבוע' } },
      push: true,
    });
    expect(response.statusCode).toBe(202);
    const { broadcastId } = response.json() as { broadcastId: string };
    const done = await waitForPushes(business, broadcastId);
    expect(done.push).toEqual({ pending: 0, sent: 3, failed: 0, gone: 0 });
    expect(done.sentCount).toBe(3);

    const received = (await pushService.waitFor(before + 3)).slice(before);
    const byEndpoint = new Map(received.map((push) => [push.endpoint, push]));
    const inboxKeys = await api.app.inject({
      method: 'GET',
      url: '/v1/member/messages',
      headers: asMember(api, english.session),
    });
    const [message] = inboxKeys.json() as { key: string }[];
    for (const [index, subscription] of subscriptions.entries()) {
      const push = byEndpoint.get(subscription.endpoint);
      expect(push, `push to device ${index}`).toBeDefined();
      expect(push?.headers['content-encoding']).toBe('aes128gcm');
      expect(Number(push?.headers.ttl)).toBeGreaterThan(0);
      expect(push?.vapidPublicKey).toBe(vapid.publicKey);
      expect(push?.vapidClaims.aud).toBe(pushService.url);
      expect(push?.vapidClaims.sub).toBe('mailto:push@loyalty.example');
      const payload = pushPayloadSchema.parse(JSON.parse(push?.payload ?? ''));
      expect(payload.notification).toEqual(
        index < 2
          ? { title: 'Double points', body: 'This weekend only', image: 'https://cdn.example.com/double.png' }
          : { title: 'נקודות כפולות', body: 'רק בסוף השבוע', image: 'https://cdn.example.com/double.png' },
      );
      expect(payload.data.link).toBe(PUSH_INBOX_PATH);
      expect(payload.data.tag).toBe('inbox');
      if (index === 0) expect(payload.data.messageKey).toBe(message?.key);
    }
  });

  it('removes subscriptions the push service says are gone, and counts them', async () => {
    const business = await createBusiness(api, 'push-gone');
    const member = await newMember(api.db, business);
    const alive = pushService.subscribe();
    const expired = pushService.subscribe();
    const unsubscribed = pushService.subscribe();
    for (const subscription of [alive, expired, unsubscribed]) {
      await register(member, { token: token(subscription), deviceId: crypto.randomUUID() });
    }
    pushService.answer(expired.endpoint, 404);
    pushService.answer(unsubscribed.endpoint, 410);

    const response = await send(business, {
      audience: { type: 'all' },
      title: 'Hello',
      content: 'World',
      push: true,
    });
    const { broadcastId } = response.json() as { broadcastId: string };
    const done = await waitForPushes(business, broadcastId);
    expect(done.push).toEqual({ pending: 0, sent: 1, failed: 0, gone: 2 });
    expect((await subscriptionsOf(member)).map((row) => row.endpoint)).toEqual([alive.endpoint]);

    // A push service that refuses outright (not a retryable answer) fails the delivery without removing anything.
    pushService.answer(alive.endpoint, 400);
    const again = await send(business, { audience: { type: 'all' }, title: 'x', content: 'y', push: true });
    const failed = await waitForPushes(business, (again.json() as { broadcastId: string }).broadcastId);
    expect(failed.push).toEqual({ pending: 0, sent: 0, failed: 1, gone: 0 });
    expect(await subscriptionsOf(member)).toHaveLength(1);
  });

  it('retries a push service that is down, and gives up after three attempts', async () => {
    const business = await createBusiness(api, 'push-retry');
    const member = await newMember(api.db, business);
    const busy = pushService.subscribe();
    await register(member, { token: token(busy), deviceId: crypto.randomUUID() });
    pushService.answer(busy.endpoint, 503);
    const response = await send(business, {
      audience: { type: 'all' },
      title: 'r',
      content: 'r',
      push: true,
    });
    const { broadcastId } = response.json() as { broadcastId: string };
    // The first attempt fails and leaves the delivery pending until its retry time.
    for (;;) {
      const [row] = await api.db
        .select()
        .from(pushDeliveries)
        .where(eq(pushDeliveries.broadcastId, broadcastId));
      if (row?.error) {
        expect(row).toMatchObject({ status: 'pending', attempts: 1, error: 'push service answered 503' });
        expect(row.leaseUntil?.getTime()).toBeGreaterThan(Date.now());
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    for (let attempt = 2; attempt <= 3; attempt += 1) {
      await api.db
        .update(pushDeliveries)
        .set({ leaseUntil: null })
        .where(eq(pushDeliveries.broadcastId, broadcastId));
      await api.app.pushSender.runOnce();
    }
    const [row] = await api.db
      .select()
      .from(pushDeliveries)
      .where(eq(pushDeliveries.broadcastId, broadcastId));
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
  });

  it('does not push a message sent without the push flag', async () => {
    const business = await createBusiness(api, 'push-off');
    const member = await newMember(api.db, business);
    await register(member, { token: token(pushService.subscribe()), deviceId: crypto.randomUUID() });
    const response = await send(business, {
      audience: { type: 'members', members: [member.id] },
      title: 'quiet',
      content: 'inbox only',
    });
    expect(response.statusCode).toBe(201);
    const rows = await api.db.select().from(pushDeliveries).where(eq(pushDeliveries.businessId, business));
    expect(rows).toEqual([]);
  });
});
