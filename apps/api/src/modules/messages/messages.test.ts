import {
  apiErrorSchema,
  markMessagesReadResultSchema,
  memberMessagesSchema,
  messageBroadcastSchema,
  messageSentSchema,
  type MemberMessage,
  type SignInResult,
} from '@loyalty/contract';
import {
  DEMO_BUSINESS_ID,
  NORTHWIND_BUSINESS_ID,
  NORTHWIND_MEMBER_EMAIL,
  messages,
  seedDatabase,
} from '@loyalty/db';
import { testDatabaseKinds } from '@loyalty/db/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, asMember, asService, signInDemoMembers } from '../../test-support';
import { createTestClock, startTestApi, type TestApi } from '../../testing';
import { broadcastCounts, createBusiness, newMember, type TestMember } from './messages.fixtures';

describe.each(testDatabaseKinds())('inbox (member routes) on %s', (kind) => {
  let api: TestApi;
  let demo: SignInResult;
  let northwind: SignInResult;
  const clock = createTestClock();
  beforeAll(async () => {
    api = await startTestApi({ databaseKind: kind, clock });
    ({ demo, northwind } = await signInDemoMembers(api));
  });
  afterAll(() => api.close());

  const error = (response: { json(): unknown }) => apiErrorSchema.parse(response.json());
  const list = (session: SignInResult, query: Record<string, string> = {}) =>
    api.app.inject({ method: 'GET', url: '/v1/member/messages', headers: asMember(api, session), query });
  const page = async (
    session: SignInResult,
    query: Record<string, string> = {},
  ): Promise<MemberMessage[]> => {
    const response = await list(session, query);
    expect(response.statusCode).toBe(200);
    return memberMessagesSchema.parse(response.json());
  };
  const markRead = (session: SignInResult, payload: unknown) =>
    api.app.inject({
      method: 'PUT',
      url: '/v1/member/messages/read',
      headers: asMember(api, session),
      payload: payload as Record<string, unknown>,
    });

  /** Messages written straight into the table, `minutesAgo` apart, so that order and paging are exact. */
  const seedMessages = async (
    member: TestMember,
    businessId: string,
    specs: { title: string; minutesAgo: number; tag?: string; read?: boolean }[],
  ) => {
    const rows = await api.db
      .insert(messages)
      .values(
        specs.map((spec) => ({
          businessId,
          memberId: member.id,
          title: spec.title,
          content: `Content of ${spec.title}`,
          tag: spec.tag ?? 'inbox',
          read: spec.read ?? false,
          receiveDate: new Date(clock().getTime() - spec.minutesAgo * 60_000),
        })),
      )
      .returning({ id: messages.id, title: messages.title });
    return new Map(rows.map((row) => [row.title, row.id]));
  };

  it("seeds each demo member's inbox once, in the member's language", async () => {
    await seedDatabase(api.db, { seedDemo: true });
    const beanLeaf = await page(demo);
    expect(beanLeaf.map((m) => [m.title, m.read])).toEqual([
      ['Double points this weekend', false],
      ['New autumn menu', false],
      ['Welcome to Bean & Leaf rewards', true],
    ]);
    // Served by the portal (apps/portal/public/demo), so that the demo's images load without the internet.
    expect(beanLeaf[0]?.params.image).toBe('/demo/bean-leaf/double-points.svg');
    expect(beanLeaf[1]?.content).toContain('https://example.com/bean-leaf/menu');
    // Rina reads Hebrew.
    const hebrew = await page(northwind);
    expect(hebrew.map((m) => m.title)).toEqual([
      'מבצע קריאת קיץ',
      'ערב סופרים בתל אביב',
      'ברוכים הבאים לנורת׳וינד ספרים',
    ]);
    expect(hebrew[0]?.params.image).toBe('/demo/northwind/summer-sale.svg');
  });

  it('pages the inbox newest first: default limit 10, offset, tag inbox', async () => {
    const member = await newMember(api.db, DEMO_BUSINESS_ID);
    await seedMessages(
      member,
      DEMO_BUSINESS_ID,
      Array.from({ length: 12 }, (_, i) => ({ title: `m${i}`, minutesAgo: i })),
    );
    await seedMessages(member, DEMO_BUSINESS_ID, [{ title: 'promo-1', minutesAgo: 0, tag: 'promo' }]);

    const first = await page(member.session);
    expect(first.map((m) => m.title)).toEqual(['m0', 'm1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7', 'm8', 'm9']);
    expect(first[0]).toMatchObject({ read: false, tag: 'inbox', params: {}, content: 'Content of m0' });
    expect(new Date(first[0]!.receiveDate).toISOString()).toBe(first[0]!.receiveDate);

    const second = await page(member.session, { limit: '5', offset: '10' });
    expect(second.map((m) => m.title)).toEqual(['m10', 'm11']);
    expect(await page(member.session, { offset: '12' })).toEqual([]);
    expect((await page(member.session, { limit: '100' })).length).toBe(12);
    expect((await page(member.session, { limit: '1', offset: '3' })).map((m) => m.title)).toEqual(['m3']);

    const promo = await page(member.session, { tag: 'promo' });
    expect(promo.map((m) => m.title)).toEqual(['promo-1']);
    expect(await page(member.session, { tag: 'nothing-here' })).toEqual([]);
  });

  it('orders messages of the same instant by key, stably across pages', async () => {
    const member = await newMember(api.db, DEMO_BUSINESS_ID);
    const ids = await seedMessages(
      member,
      DEMO_BUSINESS_ID,
      ['a', 'b', 'c', 'd', 'e'].map((title) => ({ title, minutesAgo: 5 })),
    );
    await seedMessages(member, DEMO_BUSINESS_ID, [{ title: 'newest', minutesAgo: 1 }]);
    const tied = [...ids.values()].sort().reverse();
    const all = await page(member.session);
    expect(all.map((m) => m.key)).toEqual([expect.any(String), ...tied]);
    expect(all[0]?.title).toBe('newest');
    const pages = [
      ...(await page(member.session, { limit: '2', offset: '0' })),
      ...(await page(member.session, { limit: '2', offset: '2' })),
      ...(await page(member.session, { limit: '2', offset: '4' })),
    ];
    expect(pages.map((m) => m.key)).toEqual(all.map((m) => m.key));
  });

  it('answers 400 for limits outside 1..100, a negative offset and a bad tag', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ limit: '0' }, 'limit', 'validation.message.limit'],
      [{ limit: '101' }, 'limit', 'validation.message.limit'],
      [{ limit: '2.5' }, 'limit', 'validation.message.limit'],
      [{ limit: 'ten' }, 'limit', 'validation.message.limit'],
      [{ offset: '-1' }, 'offset', 'validation.message.offset'],
      [{ tag: 'no spaces' }, 'tag', 'validation.message.tag'],
      [{ tag: '<b>' }, 'tag', 'validation.message.tag'],
      [{ tag: 'x'.repeat(41) }, 'tag', 'validation.message.tag'],
    ];
    for (const [query, path, message] of cases) {
      const response = await list(demo, query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      const body = error(response);
      expect(body.message).toBe('validation.failed');
      expect(body.issues?.map((issue) => issue.path)).toEqual([path]);
      if (path !== 'limit' || !/\D/.test(query.limit ?? '')) expect(body.issues?.[0]?.message).toBe(message);
    }
    expect((await list(demo, { limit: '1' })).statusCode).toBe(200);
    expect((await list(demo, { limit: '100' })).statusCode).toBe(200);
  });

  it("shows each member the translation of the member's language, else the default text", async () => {
    const business = await createBusiness(api, 'translated');
    const hebrew = await newMember(api.db, business, { language: 'he' });
    const american = await newMember(api.db, business, { language: 'en_US' });
    const spanish = await newMember(api.db, business, { language: 'es' });
    const response = await api.app.inject({
      method: 'POST',
      url: `/admin/v1/businesses/${business}/messages`,
      headers: asAdmin(api),
      payload: {
        audience: { type: 'members', members: [hebrew.id, american.id, spanish.id] },
        title: 'Default title',
        content: 'Default content',
        translations: {
          he: { title: 'כותרת', content: 'תוכן בעברית' },
          en: { title: 'English title', content: 'English content' },
        },
      },
    });
    expect(response.statusCode).toBe(201);
    expect((await page(hebrew.session))[0]).toMatchObject({ title: 'כותרת', content: 'תוכן בעברית' });
    expect((await page(american.session))[0]).toMatchObject({
      title: 'English title',
      content: 'English content',
    });
    expect((await page(spanish.session))[0]).toMatchObject({
      title: 'Default title',
      content: 'Default content',
    });
  });

  it("marks only the caller's own messages read; other keys are ignored without a trace", async () => {
    const me = await newMember(api.db, DEMO_BUSINESS_ID);
    const neighbour = await newMember(api.db, DEMO_BUSINESS_ID);
    const mine = await seedMessages(me, DEMO_BUSINESS_ID, [
      { title: 'one', minutesAgo: 2 },
      { title: 'two', minutesAgo: 1 },
      { title: 'three', minutesAgo: 0 },
    ]);
    const theirs = await seedMessages(neighbour, DEMO_BUSINESS_ID, [{ title: 'theirs', minutesAgo: 0 }]);
    const northwindMessage = await seedMessages(
      { id: northwind.comoMemberId, session: northwind },
      NORTHWIND_BUSINESS_ID,
      [{ title: 'northwind', minutesAgo: 0 }],
    );
    const theirKey = theirs.get('theirs')!;
    const northwindKey = northwindMessage.get('northwind')!;

    const response = await markRead(me.session, {
      keyList: [
        mine.get('one'),
        mine.get('two')!.toUpperCase(),
        theirKey,
        northwindKey,
        'not-a-uuid',
        '00000000-0000-4000-8000-000000000000',
        "' or 1=1 --",
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(markMessagesReadResultSchema.parse(response.json())).toEqual({ updated: 2 });
    expect((await page(me.session)).map((m) => [m.title, m.read])).toEqual([
      ['three', false],
      ['two', true],
      ['one', true],
    ]);
    expect((await page(neighbour.session))[0]).toMatchObject({ title: 'theirs', read: false });
    const [stillUnread] = await api.db
      .select({ read: messages.read })
      .from(messages)
      .where(and(eq(messages.id, northwindKey), eq(messages.businessId, NORTHWIND_BUSINESS_ID)));
    expect(stillUnread?.read).toBe(false);

    // Only foreign keys: the same answer as keys that exist nowhere.
    const foreign = await markRead(me.session, { keyList: [theirKey, northwindKey] });
    const unknown = await markRead(me.session, { keyList: ['00000000-0000-4000-8000-000000000001'] });
    expect(foreign.statusCode).toBe(200);
    expect(foreign.json()).toEqual({ updated: 0 });
    expect(unknown.json()).toEqual(foreign.json());
    // Marking again changes nothing.
    expect((await markRead(me.session, { keyList: [mine.get('one')] })).json()).toEqual({ updated: 0 });

    for (const payload of [{ keyList: [] }, {}, { keyList: 'x' }, { keyList: ['x'.repeat(101)] }]) {
      const bad = await markRead(me.session, payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it("keeps businesses apart: another business's member sees none of them and cannot act here", async () => {
    const here = await newMember(api.db, DEMO_BUSINESS_ID);
    const sent = await api.app.inject({
      method: 'POST',
      url: `/admin/v1/businesses/${DEMO_BUSINESS_ID}/messages`,
      headers: asAdmin(api),
      payload: { audience: { type: 'members', members: [here.id] }, title: 'Bean only', content: 'Hi' },
    });
    expect(sent.statusCode).toBe(201);
    expect((await page(northwind)).map((m) => m.title)).not.toContain('Bean only');

    // A northwind session presented to bean-leaf: 401, as for any unknown member.
    const crossed = await api.app.inject({
      method: 'GET',
      url: '/v1/member/messages',
      headers: { ...asMember(api, northwind), 'x-business-id': DEMO_BUSINESS_ID },
    });
    expect(crossed.statusCode).toBe(401);
    const anonymous = await api.app.inject({
      method: 'GET',
      url: '/v1/member/messages',
      headers: asService(api, DEMO_BUSINESS_ID),
    });
    expect(anonymous.statusCode).toBe(401);
    expect(error(anonymous).message).toBe('auth.unauthorized');
  });

  it('returns HTML in title, content and params verbatim as JSON data, never interpreted', async () => {
    const member = await newMember(api.db, DEMO_BUSINESS_ID);
    const title = '<script>alert("t")</script>&amp;';
    const content = '<img src=x onerror="alert(1)"> <a href="javascript:alert(2)">click</a>\n</div>';
    const imageUrl = 'https://example.com/a.png?q="><script>alert(3)</script>';
    const sent = await api.app.inject({
      method: 'POST',
      url: `/admin/v1/businesses/${DEMO_BUSINESS_ID}/messages`,
      headers: asAdmin(api),
      payload: {
        audience: { type: 'members', members: [member.id] },
        title,
        content,
        imageUrl,
        translations: { es: { title: '<b>hola</b>', content: '<iframe src="//evil"></iframe>' } },
      },
    });
    expect(sent.statusCode).toBe(201);
    await api.db.insert(messages).values({
      businessId: DEMO_BUSINESS_ID,
      memberId: member.id,
      title: 'params',
      content: 'x',
      params: { image: 'javascript:alert(4)', link: '<svg onload=alert(5)>' },
      receiveDate: new Date(clock().getTime() - 60_000),
    });

    const response = await list(member.session);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const [latest, older] = memberMessagesSchema.parse(JSON.parse(response.body));
    expect(latest).toMatchObject({ title, content, params: { image: imageUrl } });
    expect(older?.params).toEqual({ image: 'javascript:alert(4)', link: '<svg onload=alert(5)>' });
    // Stored as given as well.
    const [row] = await api.db.select().from(messages).where(eq(messages.title, title));
    expect(row).toMatchObject({ content, translations: { es: { title: '<b>hola</b>' } } });
  });
});

describe.each(testDatabaseKinds())('inbox (admin send) on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ databaseKind: kind });
  });
  afterAll(() => api.close());

  const error = (response: { json(): unknown }) => apiErrorSchema.parse(response.json());
  const send = (businessId: string, payload: unknown) =>
    api.app.inject({
      method: 'POST',
      url: `/admin/v1/businesses/${businessId}/messages`,
      headers: asAdmin(api),
      payload: payload as Record<string, unknown>,
    });
  const status = (businessId: string, id: string) =>
    api.app.inject({
      method: 'GET',
      url: `/admin/v1/businesses/${businessId}/message-broadcasts/${id}`,
      headers: asAdmin(api),
    });
  const inbox = async (member: TestMember) => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/v1/member/messages',
      headers: asMember(api, member.session),
      query: { limit: '100' },
    });
    return memberMessagesSchema.parse(response.json());
  };
  const waitForBroadcast = async (businessId: string, id: string) => {
    for (;;) {
      const body = messageBroadcastSchema.parse((await status(businessId, id)).json());
      if (body.status === 'done' || body.status === 'failed') return body;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  it('sends to one member by id, e-mail or phone, with image and tag', async () => {
    const business = await createBusiness(api, 'direct');
    const member = await newMember(api.db, business, { phone: '+15555550177' });
    const [row] = await api.db.select().from(messages).where(eq(messages.memberId, member.id));
    expect(row).toBeUndefined();
    const byId = await send(business, {
      audience: { type: 'members', members: [member.id] },
      title: 'Hello',
      content: 'Visit https://example.com/offer',
      imageUrl: 'https://example.com/coffee.png',
      tag: 'promo',
    });
    expect(byId.statusCode).toBe(201);
    const result = messageSentSchema.parse(byId.json());
    expect(result.sent).toBe(1);
    expect(result.keys).toHaveLength(1);

    const byEmail = await send(business, {
      audience: { type: 'members', members: [member.session.email!.toUpperCase()] },
      title: 'By mail',
      content: 'x',
    });
    const byPhone = await send(business, {
      audience: { type: 'members', members: ['+1 (555) 555-0177', member.id] },
      title: 'By phone',
      content: 'y',
    });
    expect(byEmail.statusCode).toBe(201);
    expect(byPhone.statusCode).toBe(201);
    // One member named twice gets one message.
    expect(messageSentSchema.parse(byPhone.json()).sent).toBe(1);

    const received = await inbox(member);
    expect(received.map((m) => m.title).sort()).toEqual(['By mail', 'By phone']);
    const promo = await api.app.inject({
      method: 'GET',
      url: '/v1/member/messages',
      headers: asMember(api, member.session),
      query: { tag: 'promo' },
    });
    expect(memberMessagesSchema.parse(promo.json())).toEqual([
      expect.objectContaining({
        key: result.keys[0],
        title: 'Hello',
        tag: 'promo',
        params: { image: 'https://example.com/coffee.png' },
        read: false,
      }),
    ]);
  });

  it('validates the send: required, bounded texts, http(s) image, tag, languages', async () => {
    const member = await newMember(api.db, DEMO_BUSINESS_ID);
    const to = { type: 'members', members: [member.id] };
    const cases: [Record<string, unknown>, string][] = [
      [{ audience: to, content: 'c' }, 'title'],
      [{ audience: to, title: '   ', content: 'c' }, 'title'],
      [{ audience: to, title: 't', content: '' }, 'content'],
      [{ audience: to, title: 'x'.repeat(201), content: 'c' }, 'title'],
      [{ audience: to, title: 't', content: 'x'.repeat(5001) }, 'content'],
      [{ audience: to, title: 't', content: 'c', imageUrl: 'javascript:alert(1)' }, 'imageUrl'],
      [{ audience: to, title: 't', content: 'c', imageUrl: 'ftp://example.com/a.png' }, 'imageUrl'],
      [{ audience: to, title: 't', content: 'c', imageUrl: 'not a url' }, 'imageUrl'],
      [{ audience: to, title: 't', content: 'c', tag: 'two words' }, 'tag'],
      [
        { audience: to, title: 't', content: 'c', translations: { 'x y': { title: 't', content: 'c' } } },
        'translations.x y',
      ],
      [
        { audience: to, title: 't', content: 'c', translations: { he: { title: '', content: 'c' } } },
        'translations.he.title',
      ],
      [{ audience: { type: 'members', members: [] }, title: 't', content: 'c' }, 'audience.members'],
      [{ audience: { type: 'everyone' }, title: 't', content: 'c' }, 'audience.type'],
      [{ title: 't', content: 'c' }, 'audience'],
      [{ audience: to, title: 't', content: 'c', extra: 1 }, ''],
    ];
    for (const [payload, path] of cases) {
      const response = await send(DEMO_BUSINESS_ID, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 120)).toBe(400);
      expect(error(response).issues?.map((issue) => issue.path)).toContain(path);
    }
    expect(await inbox(member)).toEqual([]);
    const ok = await send(DEMO_BUSINESS_ID, {
      audience: to,
      title: 'x'.repeat(200),
      content: 'x'.repeat(5000),
    });
    expect(ok.statusCode).toBe(201);
  });

  it('answers 404 member.not.found naming every unknown member, and writes nothing', async () => {
    const business = await createBusiness(api, 'unknown');
    const known = await newMember(api.db, business);
    const elsewhere = await newMember(api.db, DEMO_BUSINESS_ID);
    const response = await send(business, {
      audience: {
        type: 'members',
        members: [
          known.id,
          '00000000-0000-4000-8000-000000000000',
          elsewhere.id,
          NORTHWIND_MEMBER_EMAIL,
          'nobody',
        ],
      },
      title: 't',
      content: 'c',
    });
    expect(response.statusCode).toBe(404);
    expect(error(response)).toEqual({
      code: 'NOT_FOUND',
      message: 'member.not.found',
      issues: [1, 2, 3, 4].map((i) => ({ path: `audience.members.${i}`, message: 'member.not.found' })),
    });
    expect(await inbox(known)).toEqual([]);

    const one = await send(business, {
      audience: { type: 'members', members: [elsewhere.id] },
      title: 't',
      content: 'c',
    });
    expect(one.statusCode).toBe(404);
    expect(error(one).message).toBe('member.not.found');
    expect(await inbox(elsewhere)).toEqual([]);

    const noBusiness = await send('no-such-business', {
      audience: { type: 'all' },
      title: 't',
      content: 'c',
    });
    expect(noBusiness.statusCode).toBe(404);
    expect(error(noBusiness).message).toBe('business.not.found');

    const unauthorised = await api.app.inject({
      method: 'POST',
      url: `/admin/v1/businesses/${business}/messages`,
      headers: asService(api),
      payload: { audience: { type: 'all' }, title: 't', content: 'c' },
    });
    expect(unauthorised.statusCode).toBe(401);
  });

  it('broadcasts to every member of the business (202), members who join later excluded', async () => {
    const business = await createBusiness(api, 'everyone');
    const old = new Date(Date.now() - 60_000);
    const members = await Promise.all(
      Array.from({ length: 4 }, () => newMember(api.db, business, { createdAt: old })),
    );
    const outsider = await newMember(api.db, DEMO_BUSINESS_ID);

    const response = await send(business, {
      audience: { type: 'all' },
      title: 'To all',
      content: 'Everyone',
    });
    expect(response.statusCode).toBe(202);
    const { broadcastId } = response.json() as { broadcastId: string };
    const late = await newMember(api.db, business, { createdAt: new Date(Date.now() + 60_000) });

    const done = await waitForBroadcast(business, broadcastId);
    expect(done).toMatchObject({
      id: broadcastId,
      businessId: business,
      audience: 'all',
      status: 'done',
      title: 'To all',
      tag: 'inbox',
      sentCount: 4,
      audienceSize: 4,
      error: null,
    });
    expect(done.completedAt).not.toBeNull();
    for (const member of members) expect((await inbox(member)).map((m) => m.title)).toEqual(['To all']);
    expect(await inbox(late)).toEqual([]);
    expect((await inbox(outsider)).map((m) => m.title)).not.toContain('To all');
    expect(await broadcastCounts(api.db, broadcastId)).toEqual({ total: 4, members: 4, maxPerMember: 1 });

    // Another business's broadcast, an unknown id and a malformed id are all simply not found.
    for (const [owner, id] of [
      [DEMO_BUSINESS_ID, broadcastId],
      [business, '00000000-0000-4000-8000-000000000000'],
      [business, 'not-an-id'],
    ] as const) {
      const missing = await status(owner, id);
      expect(missing.statusCode).toBe(404);
      expect(error(missing).message).toBe('general.not.found');
    }
  });

  it('queues a long list as a broadcast that reaches exactly the listed members', async () => {
    const business = await createBusiness(api, 'long-list');
    const listed = await Promise.all(Array.from({ length: 105 }, () => newMember(api.db, business)));
    const unlisted = await newMember(api.db, business);
    const response = await send(business, {
      audience: { type: 'members', members: listed.map((m) => m.id) },
      title: 'Listed',
      content: 'Only you',
    });
    expect(response.statusCode).toBe(202);
    const { broadcastId } = response.json() as { broadcastId: string };
    const done = await waitForBroadcast(business, broadcastId);
    expect(done).toMatchObject({ audience: 'list', status: 'done', sentCount: 105, audienceSize: 105 });
    expect(await broadcastCounts(api.db, broadcastId)).toEqual({ total: 105, members: 105, maxPerMember: 1 });
    expect(await inbox(unlisted)).toEqual([]);
  });
});
