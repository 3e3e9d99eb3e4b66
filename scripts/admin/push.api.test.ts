// The admin CLI's pushed messages, against a real loyalty API and a push service on this machine.
import { randomUUID } from 'node:crypto';
import { startTestApi, testPushConfig } from '@loyalty/api/testing';
import { NORTHWIND_BUSINESS_ID, NORTHWIND_MEMBER_EMAIL, members, pushSubscriptions } from '@loyalty/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPushService, type TestPushService } from '../test-setup/push-service.fixtures';
import { cliAgainst } from './cli-test-support';

type TestApi = Awaited<ReturnType<typeof startTestApi>>;

describe('admin CLI: message:send --push', () => {
  let api: TestApi;
  let pushService: TestPushService;
  beforeAll(async () => {
    pushService = await startTestPushService();
    api = await startTestApi({ config: { push: testPushConfig() } });
  });
  afterAll(async () => {
    await api.close();
    await pushService.close();
  });

  const cli = cliAgainst(() => api);

  it("pushes to the member's devices, waits for the pushes and shows their counts", async () => {
    const [member] = await api.db
      .select()
      .from(members)
      .where(and(eq(members.businessId, NORTHWIND_BUSINESS_ID), eq(members.email, NORTHWIND_MEMBER_EMAIL)));
    const device = pushService.subscribe();
    await api.db.insert(pushSubscriptions).values({
      businessId: NORTHWIND_BUSINESS_ID,
      memberId: member!.id,
      deviceId: randomUUID(),
      endpoint: device.endpoint,
      p256dh: device.keys.p256dh,
      auth: device.keys.auth,
    });

    const sent = await cli(
      'message:send',
      'northwind',
      '--member',
      NORTHWIND_MEMBER_EMAIL,
      '--title',
      'Late opening',
      '--content',
      'Open till 22:00 tonight',
      '--push',
      '--wait',
    );
    expect(sent.code).toBe(0);
    expect(sent.out).toContain('push       1 sent, 0 pending, 0 failed, 0 gone (removed)');
    const [push] = await pushService.waitFor(1);
    expect(JSON.parse(push!.payload)).toMatchObject({
      notification: { title: 'Late opening', body: 'Open till 22:00 tonight' },
      data: { link: '/member/inbox' },
    });

    const refused = await cli(
      'message:send',
      'northwind',
      '--all',
      '--title',
      't',
      '--content',
      'c',
      '--push=yes',
    );
    expect(refused.code).not.toBe(0);
    expect(refused.err).toContain("'--push' does not take an argument");
  });
});
