import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { signInMember, startTestApi, testPushConfig } from '@loyalty/api/testing';
import { webPushConfigSchema } from '@loyalty/contract';
import {
  DEMO_BUSINESS_ID,
  DEMO_MEMBER_EMAIL,
  NORTHWIND_BUSINESS_ID,
  NORTHWIND_MEMBER_EMAIL,
  pushSubscriptions,
} from '@loyalty/db';
import { eq } from 'drizzle-orm';
import { portalPost, portalRequest, pointPortalAt, sessionCookie } from '@/test-utils/bff';

/** Web push through the BFF against the real loyalty API: the VAPID key, registering and removing a device. */
const push = testPushConfig();
const api = await startTestApi({ config: { push } });
pointPortalAt(api);
afterAll(() => api.close());

const { GET: config } = await import('../pages/api/webpush/config');
const { POST: add } = await import('../pages/api/protected/webpush/add');
const { POST: remove } = await import('../pages/api/protected/webpush/delete');

const demo = await signInMember(api, DEMO_MEMBER_EMAIL, {
  businessId: DEMO_BUSINESS_ID,
  clientIp: '198.51.100.71',
});
const northwind = await signInMember(api, NORTHWIND_MEMBER_EMAIL, {
  businessId: NORTHWIND_BUSINESS_ID,
  clientIp: '198.51.100.72',
});

const subscription = (id: string) =>
  JSON.stringify({
    endpoint: `http://127.0.0.1:9/push/${id}`,
    expirationTime: null,
    keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
  });

describe('web push BFF', () => {
  it('GET config gives the VAPID public key', async () => {
    const response = await config(portalRequest('/api/webpush/config'));
    expect(response.status).toBe(200);
    expect(webPushConfigSchema.parse(await response.json())).toEqual({ vapidPublicKey: push.vapidPublicKey });
  });

  it("POST add registers the device for the session's member; delete removes it", async () => {
    const cookie = await sessionCookie(demo);
    const deviceId = randomUUID();
    const token = subscription(randomUUID());
    const added = await add(portalPost('/api/protected/webpush/add', { token, deviceId }, { cookie }));
    expect(added.status).toBe(200);
    expect(await added.json()).toEqual({ registered: true });
    const rows = await api.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.deviceId, deviceId));
    expect(rows.map((row) => [row.memberId, row.businessId])).toEqual([
      [demo.comoMemberId, DEMO_BUSINESS_ID],
    ]);

    const removed = await remove(portalPost('/api/protected/webpush/delete', { token }, { cookie }));
    expect(await removed.json()).toEqual({ removed: 1 });
    expect(
      await api.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.deviceId, deviceId)),
    ).toEqual([]);
  });

  it('refuses a bad subscription (400 with its key), guests (401), another business (401) and other sites (403)', async () => {
    const body = { token: subscription(randomUUID()), deviceId: randomUUID() };
    const bad = await add(
      portalPost(
        '/api/protected/webpush/add',
        { token: '{}', deviceId: randomUUID() },
        { cookie: await sessionCookie(demo) },
      ),
    );
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: 'push.subscription.invalid' });
    expect((await add(portalPost('/api/protected/webpush/add', body))).status).toBe(401);
    const foreign = await add(
      portalPost('/api/protected/webpush/add', body, { cookie: await sessionCookie(northwind) }),
    );
    expect(foreign.status).toBe(401);
    const crossSite = await add(
      portalPost('/api/protected/webpush/add', body, {
        cookie: await sessionCookie(demo),
        origin: 'https://evil.example',
      }),
    );
    expect(crossSite.status).toBe(403);
  });
});
