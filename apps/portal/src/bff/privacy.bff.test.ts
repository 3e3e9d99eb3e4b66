import { afterAll, describe, expect, it } from 'vitest';
import { openTestSession, signInMember, startTestApi } from '@loyalty/api/testing';
import {
  apiErrorSchema,
  dataExportResultSchema,
  deletionPreviewSchema,
  legalLinksSchema,
  outboxListSchema,
  type SignInResult,
} from '@loyalty/contract';
import { DEMO_BUSINESS_ID, DEMO_MEMBER_EMAIL, generateShortId, members } from '@loyalty/db';
import { eq } from 'drizzle-orm';
import {
  NORTHWIND,
  pointPortalAt,
  portalPost,
  portalRequest,
  segment,
  sessionCookie,
} from '@/test-utils/bff';

/** Legal links, data export (with its download link) and deletion through the BFF against the real loyalty API. */
const api = await startTestApi();
pointPortalAt(api);
afterAll(() => api.close());

const { GET: legalLinks } = await import('../pages/api/legalLinks');
const { POST: dataExport } = await import('../pages/api/protected/member/dataExport');
const { GET: deletionPreview, POST: deleteMember } =
  await import('../pages/api/protected/member/deleteMember');
const { GET: download } = await import('../pages/api/privacy/export/[token]');

const demo = await signInMember(api, DEMO_MEMBER_EMAIL, {
  businessId: DEMO_BUSINESS_ID,
  clientIp: '198.51.100.71',
});

async function freshMember(email: string): Promise<SignInResult> {
  const [row] = await api.db
    .insert(members)
    .values({
      businessId: DEMO_BUSINESS_ID,
      shortId: generateShortId(),
      email,
      firstName: 'Bea',
      hasConsent: true,
    })
    .returning();
  if (!row) throw new Error('no member');
  return openTestSession(api.db, row);
}

const outbox = async (recipient: string) =>
  outboxListSchema.parse(await (await fetch(`${api.url}/dev/outbox?recipient=${recipient}&limit=5`)).json());

describe('legal links', () => {
  it("GET legalLinks answers the business's links to anyone, per host", async () => {
    const response = await legalLinks(portalRequest('/api/legalLinks'));
    expect(response.status).toBe(200);
    const links = legalLinksSchema.parse(await response.json());
    expect(links.privacyPolicyUrl).toMatch(/^https:\/\//);
    const northwind = legalLinksSchema.parse(
      await (await legalLinks(portalRequest('/api/legalLinks', NORTHWIND))).json(),
    );
    expect(northwind).not.toEqual(links);
  });
});

describe('data export', () => {
  it('POST dataExport e-mails a link back to this portal whose download works', async () => {
    const response = await dataExport(
      portalPost(
        '/api/protected/member/dataExport',
        { email: 'bff-export@example.com' },
        { cookie: await sessionCookie(demo) },
      ),
    );
    expect(response.status).toBe(200);
    expect(dataExportResultSchema.parse(await response.json()).sent).toBe(true);
    const [mail] = await outbox('bff-export@example.com');
    const link = /http:\/\/localhost:3100\/api\/privacy\/export\/([A-Za-z0-9_-]{43})\?format=csv/.exec(
      mail?.body ?? '',
    );
    expect(link).not.toBeNull();
    const token = link?.[1] ?? '';

    const file = await download(portalRequest(`/api/privacy/export/${token}?format=csv`), segment({ token }));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="member-data-/);
    expect(file.headers.get('cache-control')).toBe('no-store');
    expect(await file.text()).toContain(DEMO_MEMBER_EMAIL);

    const json = await download(portalRequest(`/api/privacy/export/${token}`), segment({ token }));
    expect((JSON.parse(await json.text()) as { profile: { email: string }[] }).profile[0]?.email).toBe(
      DEMO_MEMBER_EMAIL,
    );

    // Another business's host cannot open it.
    const elsewhere = await download(
      portalRequest(`/api/privacy/export/${token}`, NORTHWIND),
      segment({ token }),
    );
    expect(elsewhere.status).toBe(404);
    expect(apiErrorSchema.parse(await elsewhere.json()).message).toBe('general.not.found');
  });

  it('refuses a bad address (400), a guest (401) and a cross-site request (403)', async () => {
    const cookie = await sessionCookie(demo);
    const invalid = await dataExport(
      portalPost('/api/protected/member/dataExport', { email: 'nope' }, { cookie }),
    );
    expect(invalid.status).toBe(400);
    expect(apiErrorSchema.parse(await invalid.json()).issues).toEqual([
      { path: 'body.email', message: 'validation.email.not.in.right.format' },
    ]);
    const guest = await dataExport(
      portalPost('/api/protected/member/dataExport', { email: 'a@example.com' }),
    );
    expect(guest.status).toBe(401);
    const crossSite = await dataExport(
      portalPost(
        '/api/protected/member/dataExport',
        { email: 'a@example.com' },
        { cookie, origin: 'https://evil.example' },
      ),
    );
    expect(crossSite.status).toBe(403);
  });
});

describe('deletion', () => {
  it('GET deleteMember says what would be erased; POST erases the member and the session stops working', async () => {
    const member = await freshMember('bff-delete@example.com');
    const cookie = await sessionCookie(member);
    const preview = await deletionPreview(portalRequest('/api/protected/member/deleteMember', { cookie }));
    expect(preview.status).toBe(200);
    expect(deletionPreviewSchema.parse(await preview.json()).anonymises).toContain('ledgerEntries');

    const none = await deleteMember(
      portalPost(
        '/api/protected/member/deleteMember',
        { privacyPolicy: false, rightToErasure: false, objectPersonalData: false },
        { cookie },
      ),
    );
    expect(none.status).toBe(400);

    const response = await deleteMember(
      portalPost(
        '/api/protected/member/deleteMember',
        { privacyPolicy: true, rightToErasure: false, objectPersonalData: false },
        { cookie },
      ),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(await api.db.select().from(members).where(eq(members.id, member.comoMemberId))).toEqual([]);

    const after = await deletionPreview(portalRequest('/api/protected/member/deleteMember', { cookie }));
    expect(after.status).toBe(401);
  });
});
