import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { signInMember, startTestApi } from '@loyalty/api/testing';
import {
  markMessagesReadResultSchema,
  memberMessagesSchema,
  messageSentSchema,
  type MemberMessage,
  type MessageSend,
  type SignInResult,
} from '@loyalty/contract';
import {
  DEMO_BUSINESS_ID,
  DEMO_MEMBER_EMAIL,
  NORTHWIND_BUSINESS_ID,
  NORTHWIND_MEMBER_EMAIL,
} from '@loyalty/db';
import { NORTHWIND, pointPortalAt, portalPut, portalRequest, sessionCookie } from '@/test-utils/bff';

/** The inbox through the BFF against the real loyalty API: paging, tags, validation, marking read, tenancy. */
const api = await startTestApi();
pointPortalAt(api);
afterAll(() => api.close());

const { GET: memberMessage } = await import('../pages/api/protected/member/memberMessage');
const { PUT: markMessageAsRead } = await import('../pages/api/protected/member/markMessageAsRead');

const demo = await signInMember(api, DEMO_MEMBER_EMAIL, {
  businessId: DEMO_BUSINESS_ID,
  clientIp: '198.51.100.61',
});
const northwind = await signInMember(api, NORTHWIND_MEMBER_EMAIL, {
  businessId: NORTHWIND_BUSINESS_ID,
  clientIp: '198.51.100.62',
});

/** Sends one message through the admin API, as the CLI does; answers its key. */
async function send(businessId: string, member: string, message: Omit<MessageSend, 'audience'>) {
  const response = await fetch(`${api.url}/admin/v1/businesses/${businessId}/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${api.adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ audience: { type: 'members', members: [member] }, ...message }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const [key] = messageSentSchema.parse(await response.json()).keys;
  return key!;
}

const freshTag = () => `bff-${randomBytes(4).toString('hex')}`;

async function list(session: SignInResult, query: string, headers: Record<string, string> = {}) {
  const response = await memberMessage(
    portalRequest(`/api/protected/member/memberMessage?${query}`, {
      cookie: await sessionCookie(session),
      ...headers,
    }),
  );
  return response;
}

async function listed(session: SignInResult, query: string): Promise<MemberMessage[]> {
  const response = await list(session, query);
  expect(response.status).toBe(200);
  return memberMessagesSchema.parse(await response.json());
}

describe('GET memberMessage', () => {
  it('pages the member’s messages of a tag, newest first, with limit and offset', async () => {
    const tag = freshTag();
    const keys: string[] = [];
    for (const n of [1, 2, 3]) {
      keys.push(
        await send(DEMO_BUSINESS_ID, DEMO_MEMBER_EMAIL, { title: `Note ${n}`, content: `Body ${n}`, tag }),
      );
      // Distinct receive times, so "newest first" is observable.
      await new Promise((resolve) => setTimeout(resolve, 15));
    }
    const first = await listed(demo, `limit=2&offset=0&tag=${tag}`);
    expect(first.map((m) => m.title)).toEqual(['Note 3', 'Note 2']);
    expect(first.every((m) => m.tag === tag && m.read === false)).toBe(true);
    const second = await listed(demo, `limit=2&offset=2&tag=${tag}`);
    expect(second.map((m) => m.key)).toEqual([keys[0]]);
    expect(await listed(demo, `limit=2&offset=4&tag=${tag}`)).toEqual([]);
  });

  it('uses the inbox tag by default and keeps other tags out of it', async () => {
    const tag = freshTag();
    const tagged = await send(DEMO_BUSINESS_ID, DEMO_MEMBER_EMAIL, { title: 'Offer', content: 'x', tag });
    const inboxKey = await send(DEMO_BUSINESS_ID, DEMO_MEMBER_EMAIL, { title: 'Hello', content: 'y' });
    const inbox = await listed(demo, '');
    expect(inbox.map((m) => m.key)).toContain(inboxKey);
    expect(inbox.map((m) => m.key)).not.toContain(tagged);
    expect(inbox.length).toBeLessThanOrEqual(10);
    expect(inbox.every((m) => m.tag === 'inbox')).toBe(true);
  });

  it('answers sender markup verbatim, as data (the page renders it as text)', async () => {
    const tag = freshTag();
    const title = '<img src=x onerror=alert(1)>';
    const content = '<script>alert("x")</script> https://bean.example';
    await send(DEMO_BUSINESS_ID, DEMO_MEMBER_EMAIL, {
      title,
      content,
      tag,
      imageUrl: 'https://img.example/a.png',
    });
    const [message] = await listed(demo, `tag=${tag}`);
    expect(message).toMatchObject({ title, content, params: { image: 'https://img.example/a.png' } });
  });

  it.each([
    ['limit=0', 'query.limit', 'validation.message.limit'],
    ['limit=101', 'query.limit', 'validation.message.limit'],
    ['limit=abc', 'query.limit', undefined],
    ['offset=-1', 'query.offset', 'validation.message.offset'],
    ['tag=%3Cscript%3E', 'query.tag', 'validation.message.tag'],
  ])('is 400 for %s', async (query, path, message) => {
    const response = await list(demo, query);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { issues: { path: string; message: string }[] };
    expect(body.issues.map((issue) => issue.path)).toContain(path);
    if (message) expect(body.issues).toContainEqual({ path, message });
  });

  it('is 401 without a session and for another business’s session; each member sees only their own', async () => {
    const guest = await memberMessage(portalRequest('/api/protected/member/memberMessage'));
    expect(guest.status).toBe(401);
    expect((await list(northwind, '')).status).toBe(401);

    const tag = freshTag();
    await send(DEMO_BUSINESS_ID, DEMO_MEMBER_EMAIL, { title: 'For Bean & Leaf', content: 'x', tag });
    const northwindResponse = await list(northwind, `tag=${tag}`, NORTHWIND);
    expect(northwindResponse.status).toBe(200);
    expect(memberMessagesSchema.parse(await northwindResponse.json())).toEqual([]);
  });
});

describe('PUT markMessageAsRead', () => {
  it('marks the member’s own messages read and ignores other keys without revealing them', async () => {
    const tag = freshTag();
    const mine = await send(DEMO_BUSINESS_ID, DEMO_MEMBER_EMAIL, { title: 'Mine', content: 'x', tag });
    const other = await send(DEMO_BUSINESS_ID, DEMO_MEMBER_EMAIL, { title: 'Other', content: 'y', tag });
    const foreign = await send(NORTHWIND_BUSINESS_ID, NORTHWIND_MEMBER_EMAIL, {
      title: 'NW',
      content: 'z',
      tag,
    });
    const cookie = await sessionCookie(demo);

    const response = await markMessageAsRead(
      portalPut(
        '/api/protected/member/markMessageAsRead',
        { keyList: [mine, foreign, 'no-such-key'] },
        { cookie },
      ),
    );
    expect(response.status).toBe(200);
    expect(markMessagesReadResultSchema.parse(await response.json())).toEqual({ updated: 1 });

    const after = await listed(demo, `tag=${tag}`);
    expect(Object.fromEntries(after.map((m) => [m.key, m.read]))).toEqual({ [mine]: true, [other]: false });
    const northwindList = memberMessagesSchema.parse(
      await (await list(northwind, `tag=${tag}`, NORTHWIND)).json(),
    );
    expect(northwindList).toMatchObject([{ key: foreign, read: false }]);
  });

  it('is 400 for an empty or missing key list', async () => {
    const cookie = await sessionCookie(demo);
    for (const body of [{ keyList: [] }, {}, { keyList: 'abc' }]) {
      const response = await markMessageAsRead(
        portalPut('/api/protected/member/markMessageAsRead', body, { cookie }),
      );
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('is 401 without or with another business’s session, 403 from another site', async () => {
    const body = { keyList: ['x'] };
    const guest = await markMessageAsRead(portalPut('/api/protected/member/markMessageAsRead', body));
    expect(guest.status).toBe(401);
    const foreign = await markMessageAsRead(
      portalPut('/api/protected/member/markMessageAsRead', body, { cookie: await sessionCookie(northwind) }),
    );
    expect(foreign.status).toBe(401);
    const crossSite = await markMessageAsRead(
      portalPut('/api/protected/member/markMessageAsRead', body, {
        cookie: await sessionCookie(demo),
        origin: 'https://evil.example',
      }),
    );
    expect(crossSite.status).toBe(403);
  });
});
