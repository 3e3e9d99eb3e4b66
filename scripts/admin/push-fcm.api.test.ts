// Firebase Cloud Messaging as a push transport: devices that register an FCM token get the CLI's pushed
// messages through FCM HTTP v1 (a stand-in on this machine); tokens FCM reports unregistered are removed.
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { memberSessionHeaders, signInMember, startTestApi, testPushConfig } from '@loyalty/api/testing';
import { DEMO_BUSINESS_ID, DEMO_MEMBER_EMAIL, pushSubscriptions } from '@loyalty/db';
import { testDatabaseKinds } from '@loyalty/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGoogleApis, type TestGoogleApis } from '../test-setup/google-apis.fixtures';
import { cliAgainst } from './cli-test-support';

type TestApi = Awaited<ReturnType<typeof startTestApi>>;

const keys = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
const account = {
  projectId: 'loyalty-fcm-test',
  clientEmail: 'fcm-sender@loyalty-fcm-test.iam.gserviceaccount.com',
  privateKey: keys.privateKey,
};

/** FCM registration tokens look like this: an instance id, a colon, a long URL-safe signature. */
const fcmToken = () =>
  `${randomUUID().slice(0, 11)}:APA91b${randomUUID().replaceAll('-', '')}${'x'.repeat(80)}`;

interface FcmBody {
  message: {
    token: string;
    notification: { title: string; body: string; image?: string };
    data: Record<string, string>;
  };
}

describe.each(testDatabaseKinds())('push through FCM on %s', (kind) => {
  let api: TestApi;
  let withoutFcm: TestApi;
  let google: TestGoogleApis;
  beforeAll(async () => {
    google = await startTestGoogleApis({ publicKeyPem: keys.publicKey });
    api = await startTestApi({
      databaseKind: kind,
      config: {
        push: { ...testPushConfig(), fcm: { account, apiUrl: google.url, tokenUrl: google.tokenUrl } },
      },
    });
    withoutFcm = await startTestApi({ databaseKind: kind, config: { push: testPushConfig() } });
  });
  afterAll(async () => {
    await api?.close();
    await withoutFcm?.close();
    await google?.close();
  });

  const cli = cliAgainst(() => api);

  // One sign-in per API: a second code for the same address right away is held back by the resend wait.
  const sessions = new Map<TestApi, ReturnType<typeof signInMember>>();
  async function register(target: TestApi, token: string) {
    if (!sessions.has(target)) sessions.set(target, signInMember(target, DEMO_MEMBER_EMAIL));
    const session = await sessions.get(target)!;
    return fetch(`${target.url}/v1/member/push-subscriptions`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${target.serviceToken}`,
        'x-business-id': DEMO_BUSINESS_ID,
        'content-type': 'application/json',
        ...memberSessionHeaders(session),
      },
      body: JSON.stringify({ token, deviceId: randomUUID() }),
    });
  }

  it('sends title, body, image and the inbox link through FCM, removes an unregistered token and counts both', async () => {
    const live = fcmToken();
    const dead = fcmToken();
    for (const token of [live, dead]) expect((await register(api, token)).status).toBe(200);
    google.unregistered.add(dead);

    const sent = await cli(
      'message:send',
      DEMO_BUSINESS_ID,
      '--member',
      DEMO_MEMBER_EMAIL,
      '--title',
      'Double beans',
      '--content',
      'All weekend',
      '--image',
      'https://cdn.example.com/beans.png',
      '--push',
      '--wait',
    );
    expect(sent.code, sent.err).toBe(0);
    expect(sent.out).toContain('push       1 sent, 0 pending, 0 failed, 1 gone (removed)');

    const sends = google.calls.filter((call) => call.path.endsWith('/messages:send'));
    expect(sends.map((call) => call.path)).toEqual([
      '/v1/projects/loyalty-fcm-test/messages:send',
      '/v1/projects/loyalty-fcm-test/messages:send',
    ]);
    const toLive = sends.find((call) => (call.body as FcmBody).message.token === live);
    const message = (toLive?.body as FcmBody).message;
    expect(message.notification).toEqual({
      title: 'Double beans',
      body: 'All weekend',
      image: 'https://cdn.example.com/beans.png',
    });
    expect(message.data).toMatchObject({ link: '/member/inbox', tag: 'inbox' });
    expect(message.data.messageKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(toLive?.authorization).toBe('Bearer ya29.test-1');

    // The bearer token came from a JWT assertion of the service account, for FCM's scope.
    expect(google.refusedGrants).toBe(0);
    expect(google.grants.map((grant) => grant.claims)).toEqual([
      expect.objectContaining({
        iss: account.clientEmail,
        aud: google.tokenUrl,
        scope: 'https://www.googleapis.com/auth/firebase.messaging',
      }),
    ]);

    const left = await api.db
      .select({ endpoint: pushSubscriptions.endpoint, transport: pushSubscriptions.transport })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.businessId, DEMO_BUSINESS_ID));
    expect(left).toContainEqual({ endpoint: live, transport: 'fcm' });
    expect(left.map((row) => row.endpoint)).not.toContain(dead);
  });

  it('refuses an FCM token with a message key when FCM is not configured, and still refuses garbage', async () => {
    const refused = await register(withoutFcm, fcmToken());
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe('push.fcm.not.configured');
    const garbage = await register(api, 'not a token {');
    expect(garbage.status).toBe(400);
    expect(((await garbage.json()) as { message: string }).message).toBe('push.subscription.invalid');
  });
});
