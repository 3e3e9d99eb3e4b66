import {
  apiErrorSchema,
  memberSummarySchema,
  registrationResultSchema,
  sessionClaimsSchema,
  signInResultSchema,
  temporaryTokenSchema,
  temporaryTokenStatusSchema,
  type SignInResult,
  type VerifyCodeResult,
} from '@loyalty/contract';
import {
  DEMO_BUSINESS_ID,
  DEMO_MEMBER_EMAIL,
  DEMO_MEMBER_PHONE,
  NORTHWIND_BUSINESS_ID,
  NORTHWIND_MEMBER_EMAIL,
  NORTHWIND_MEMBER_PHONE,
  generateShortId,
  memberConsents,
  memberSessions,
  members,
} from '@loyalty/db';
import { testDatabaseKinds } from '@loyalty/db/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violatedUniqueConstraint } from '../../lib/database-errors';
import { asAdmin, asMember, asService, freshClientIp } from '../../test-support';
import {
  createTestClock,
  memberSessionHeaders,
  signInMember,
  startTestApi,
  verifyIdentifier,
  type TestApi,
} from '../../testing';
import { identifierConflict } from './auth.service';

type Ticket<S extends VerifyCodeResult['status']> = Extract<VerifyCodeResult, { status: S }>;

describe.each(testDatabaseKinds())('tickets, registration and sessions on %s', (kind) => {
  let api: TestApi;
  const clock = createTestClock();
  beforeAll(async () => {
    api = await startTestApi({ databaseKind: kind, clock });
  });
  afterAll(() => api.close());

  const post = (url: string, payload: unknown, businessId: string = DEMO_BUSINESS_ID) =>
    api.app.inject({
      method: 'POST',
      url,
      headers: { ...asService(api, businessId), ...freshClientIp() },
      payload: payload as Record<string, unknown>,
    });
  const error = (response: { json(): unknown }) => apiErrorSchema.parse(response.json());
  /**
   * Sign-ins are 12 minutes apart, so the demo member's many sign-ins stay within the code throttles (5 an hour
   * per identifier) while every ticket a test holds (30 minutes at most) stays valid.
   */
  const BETWEEN_SIGN_INS = 12 * 60;
  /** A fresh code for the identifier, verified: each call is its own client. */
  const verified = async (identifier: string, businessId: string = DEMO_BUSINESS_ID) => {
    clock.advance(BETWEEN_SIGN_INS);
    return verifyIdentifier(api, identifier, { businessId, clientIp: freshClientIp()['x-client-ip'] });
  };
  const signedIn = async (identifier: string, businessId: string = DEMO_BUSINESS_ID) => {
    clock.advance(BETWEEN_SIGN_INS);
    return signInMember(api, identifier, { businessId, clientIp: freshClientIp()['x-client-ip'] });
  };
  const registrationTicket = async (identifier: string, businessId?: string) => {
    const result = await verified(identifier, businessId);
    expect(result.status).toBe('registration-required');
    return result as Ticket<'registration-required'>;
  };
  const exchange = (ticket: string, businessId?: string) =>
    post('/v1/auth/tickets/exchange', { ticket }, businessId);
  const adminMember = async (businessId: string, ref: string) =>
    memberSummarySchema.parse(
      (
        await api.app.inject({
          method: 'GET',
          url: `/admin/v1/businesses/${businessId}/members/${encodeURIComponent(ref)}`,
          headers: asAdmin(api),
        })
      ).json(),
    );
  const session = (signIn: SignInResult, businessId?: string) =>
    api.app.inject({
      method: 'GET',
      url: '/v1/member/session',
      headers: { ...asMember(api, signIn), ...(businessId ? { 'x-business-id': businessId } : {}) },
    });

  describe('registration', () => {
    it('turns a verified new identifier into a member with consent, then a session', async () => {
      const ticket = await registrationTicket('New.Member@Example.com');
      expect(ticket).toMatchObject({
        identifier: 'new.member@example.com',
        channel: 'email',
        fields: ['firstName', 'lastName', 'consent'],
      });
      const registered = await post('/v1/auth/register', {
        ticket: ticket.ticket,
        firstName: ' Nora ',
        lastName: 'New',
        phone: '555-555-0199',
        email: 'ignored@example.com',
        language: 'es',
        consent: true,
      });
      expect(registered.statusCode).toBe(201);
      const { ticket: signInTicket } = registrationResultSchema.parse(registered.json());

      const exchanged = await exchange(signInTicket);
      expect(exchanged.statusCode).toBe(200);
      const claims = signInResultSchema.parse(exchanged.json());
      expect(claims).toMatchObject({
        businessId: DEMO_BUSINESS_ID,
        email: 'new.member@example.com',
        firstName: 'Nora',
        lastName: 'New',
        authTime: clock().getTime(),
      });
      const member = await adminMember(DEMO_BUSINESS_ID, claims.comoMemberId);
      expect(member).toMatchObject({ phone: '+15555550199', language: 'es', hasConsent: true });
      const consents = await api.db
        .select()
        .from(memberConsents)
        .where(eq(memberConsents.memberId, claims.comoMemberId));
      expect(consents.map((consent) => consent.source)).toEqual(['registration']);

      // Both tickets are spent.
      const again = await post('/v1/auth/register', { ticket: ticket.ticket, consent: true });
      expect(again.statusCode).toBe(401);
      expect(error(again)).toEqual({ code: 'UNAUTHORIZED', message: 'auth.ticket.invalid' });
      expect((await exchange(signInTicket)).statusCode).toBe(401);
      // And the next sign-in finds the member.
      expect((await verified('new.member@example.com')).status).toBe('authenticated');
    });

    it('refuses without consent and with a malformed second identifier, keeping the ticket', async () => {
      const ticket = await registrationTicket('555-555-0177');
      expect(ticket).toMatchObject({ identifier: '+15555550177', channel: 'sms' });
      const noConsent = await post('/v1/auth/register', { ticket: ticket.ticket, consent: false });
      expect(noConsent.statusCode).toBe(400);
      expect(error(noConsent).issues).toEqual([{ path: 'consent', message: 'auth.consent.required' }]);
      const badEmail = await post('/v1/auth/register', {
        ticket: ticket.ticket,
        email: 'nope',
        consent: true,
      });
      expect(badEmail.statusCode).toBe(400);
      expect(error(badEmail).issues).toEqual([
        { path: 'email', message: 'validation.email.not.in.right.format' },
      ]);
      const ok = await post('/v1/auth/register', {
        ticket: ticket.ticket,
        email: 'Phone.First@example.com',
        consent: true,
      });
      expect(ok.statusCode).toBe(201);
      const member = await adminMember(DEMO_BUSINESS_ID, '+15555550177');
      expect(member.email).toBe('phone.first@example.com');
    });

    it("answers 409 with the identifier's key when the other identifier is taken; the ticket stays usable", async () => {
      const byEmail = await registrationTicket('clash@example.com');
      const phoneTaken = await post('/v1/auth/register', {
        ticket: byEmail.ticket,
        phone: DEMO_MEMBER_PHONE,
        consent: true,
      });
      expect(phoneTaken.statusCode).toBe(409);
      expect(error(phoneTaken)).toEqual({
        code: 'CONFLICT',
        message: 'register.unique.identifier.exists.phone',
      });
      expect((await post('/v1/auth/register', { ticket: byEmail.ticket, consent: true })).statusCode).toBe(
        201,
      );

      const byPhone = await registrationTicket('555-555-0166');
      const emailTaken = await post('/v1/auth/register', {
        ticket: byPhone.ticket,
        email: DEMO_MEMBER_EMAIL.toUpperCase(),
        consent: true,
      });
      expect(emailTaken.statusCode).toBe(409);
      expect(error(emailTaken).message).toBe('register.unique.identifier.exists.email');
    });

    it('lets one of two concurrent registrations of an identifier win; the other gets 409', async () => {
      const first = await registrationTicket('race@example.com');
      const second = await registrationTicket('race@example.com');
      const responses = await Promise.all(
        [first, second].map((ticket) => post('/v1/auth/register', { ticket: ticket.ticket, consent: true })),
      );
      expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
      const lost = responses.find((response) => response.statusCode === 409);
      expect(lost && error(lost).message).toBe('register.unique.identifier.exists.email');
    });

    it("maps a lost race at the members' unique indexes to the identifier's 409", async () => {
      for (const [values, key] of [
        [{ email: DEMO_MEMBER_EMAIL }, 'register.unique.identifier.exists.email'],
        [{ phone: DEMO_MEMBER_PHONE }, 'register.unique.identifier.exists.phone'],
      ] as const) {
        const violation = await api.db
          .insert(members)
          .values({ businessId: DEMO_BUSINESS_ID, shortId: generateShortId(), ...values })
          .then(
            () => undefined,
            (caught: unknown) => caught,
          );
        expect(identifierConflict(violatedUniqueConstraint(violation))?.toBody()).toEqual({
          code: 'CONFLICT',
          message: key,
        });
      }
    });

    it("keeps identifier spaces apart: another business's member registers anew here, untouched there", async () => {
      const before = await adminMember(NORTHWIND_BUSINESS_ID, NORTHWIND_MEMBER_EMAIL);
      // Signing in to bean-leaf with Northwind's member's address is a registration in bean-leaf.
      const ticket = await registrationTicket(NORTHWIND_MEMBER_EMAIL);
      // Northwind's ticket of the same person is no good here.
      const theirs = await verified(NORTHWIND_MEMBER_EMAIL, NORTHWIND_BUSINESS_ID);
      expect(theirs.status).toBe('authenticated');
      expect((await exchange(theirs.ticket, DEMO_BUSINESS_ID)).statusCode).toBe(401);

      const registered = await post('/v1/auth/register', {
        ticket: ticket.ticket,
        firstName: 'Other',
        consent: true,
      });
      expect(registered.statusCode).toBe(201);
      const claims = signInResultSchema.parse(
        (await exchange(registrationResultSchema.parse(registered.json()).ticket)).json(),
      );
      expect(claims.businessId).toBe(DEMO_BUSINESS_ID);
      expect(claims.comoMemberId).not.toBe(before.id);
      expect(await adminMember(NORTHWIND_BUSINESS_ID, NORTHWIND_MEMBER_EMAIL)).toEqual(before);
      // Northwind's ticket still works at Northwind: the refused attempt did not use it.
      expect((await exchange(theirs.ticket, NORTHWIND_BUSINESS_ID)).statusCode).toBe(200);
    });

    it('lists the mandatory fields of the business', async () => {
      const ticket = await registrationTicket('reader2@example.com', NORTHWIND_BUSINESS_ID);
      expect(ticket.fields).toEqual(['firstName', 'lastName', 'email', 'birthday', 'consent']);
    });

    it('needs a plausible birthday where the business makes it mandatory, and keeps it', async () => {
      const ticket = await registrationTicket('birthday.reader@example.com', NORTHWIND_BUSINESS_ID);
      const register = (birthday?: string) =>
        post(
          '/v1/auth/register',
          { ticket: ticket.ticket, firstName: 'Bat', lastName: 'Sheva', consent: true, birthday },
          NORTHWIND_BUSINESS_ID,
        );
      const inThreeDays = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
      for (const [birthday, message] of [
        [undefined, 'validation.required'],
        ['', 'validation.birthday.not.in.right.format'],
        ['17/05/1990', 'validation.birthday.not.in.right.format'],
        ['1990-02-30', 'validation.birthday.not.in.right.format'],
        [inThreeDays, 'validation.birthday.future'],
        ['1890-05-17', 'validation.birthday.implausible'],
      ] as const) {
        const refused = await register(birthday);
        expect(refused.statusCode, String(birthday)).toBe(400);
        expect(error(refused).issues).toEqual([{ path: 'birthday', message }]);
      }
      // The refusals left the ticket usable.
      const registered = await register('1990-05-17');
      expect(registered.statusCode).toBe(201);
      const [member] = await api.db
        .select()
        .from(members)
        .where(
          and(
            eq(members.businessId, NORTHWIND_BUSINESS_ID),
            eq(members.email, 'birthday.reader@example.com'),
          ),
        );
      expect(member?.birthday).toBe('1990-05-17');
      // A business that does not ask for it registers without one.
      const beanLeaf = await registrationTicket('no.birthday@example.com');
      expect((await post('/v1/auth/register', { ticket: beanLeaf.ticket, consent: true })).statusCode).toBe(
        201,
      );
    });
  });

  describe('tickets', () => {
    it('exchanges a sign-in ticket once, and only in its own business', async () => {
      const { ticket } = (await verified(DEMO_MEMBER_EMAIL)) as Ticket<'authenticated'>;
      const elsewhere = await exchange(ticket, NORTHWIND_BUSINESS_ID);
      expect(elsewhere.statusCode).toBe(401);
      expect(error(elsewhere)).toEqual({ code: 'UNAUTHORIZED', message: 'auth.ticket.invalid' });
      const first = await exchange(ticket);
      expect(first.statusCode).toBe(200);
      expect(signInResultSchema.parse(first.json())).toMatchObject({
        email: DEMO_MEMBER_EMAIL,
        firstName: 'Dana',
        lastName: 'Demo',
      });
      expect((await exchange(ticket)).statusCode).toBe(401);
      expect((await exchange('x'.repeat(43))).statusCode).toBe(401);
    });

    it('lets sign-in tickets live 5 minutes and registration tickets 30', async () => {
      /** Moves the clock to the moment a ticket issued at `issuedAt` is `ageSeconds` old. */
      const ageTo = (issuedAt: number, ageSeconds: number) =>
        clock.advance((issuedAt + ageSeconds * 1000 - clock().getTime()) / 1000);
      const young = (await verified(DEMO_MEMBER_EMAIL)) as Ticket<'authenticated'>;
      ageTo(clock().getTime(), 299);
      expect((await exchange(young.ticket)).statusCode).toBe(200);
      const old = (await verified(DEMO_MEMBER_EMAIL)) as Ticket<'authenticated'>;
      ageTo(clock().getTime(), 300);
      expect((await exchange(old.ticket)).statusCode).toBe(401);

      const expiring = await registrationTicket('patient@example.com');
      const expiringAt = clock().getTime();
      const fresher = await registrationTicket('fresher@example.com'); // 12 minutes younger
      ageTo(expiringAt, 1800);
      const expired = await post('/v1/auth/register', { ticket: expiring.ticket, consent: true });
      expect(expired.statusCode).toBe(401);
      expect(error(expired).message).toBe('auth.ticket.invalid');
      expect((await post('/v1/auth/register', { ticket: fresher.ticket, consent: true })).statusCode).toBe(
        201,
      );
    });

    it('does not take one kind of ticket for another', async () => {
      const registration = await registrationTicket('kinds@example.com');
      expect((await exchange(registration.ticket)).statusCode).toBe(401);
      const signIn = (await verified(DEMO_MEMBER_EMAIL)) as Ticket<'authenticated'>;
      expect((await post('/v1/auth/register', { ticket: signIn.ticket, consent: true })).statusCode).toBe(
        401,
      );
      // Neither refusal used the ticket up.
      expect(
        (await post('/v1/auth/register', { ticket: registration.ticket, consent: true })).statusCode,
      ).toBe(201);
      expect((await exchange(signIn.ticket)).statusCode).toBe(200);
    });
  });

  describe('consent login', () => {
    it('asks a member without consent for it, records it with its extra fields, and signs in', async () => {
      const [imported] = await api.db
        .insert(members)
        .values({
          businessId: DEMO_BUSINESS_ID,
          email: 'imported@example.com',
          firstName: 'Ima',
          shortId: generateShortId(),
          hasConsent: false,
        })
        .returning();
      const result = await verified('imported@example.com');
      expect(result).toMatchObject({ status: 'consent-required', comoMemberId: imported?.id });
      const { ticket, comoMemberId } = result as Ticket<'consent-required'>;

      const direct = await exchange(ticket);
      expect(direct.statusCode).toBe(403);
      expect(error(direct)).toEqual({ code: 'FORBIDDEN', message: 'auth.consent.required' });
      const demo = await adminMember(DEMO_BUSINESS_ID, DEMO_MEMBER_EMAIL);
      for (const wrongMember of [demo.id, 'not-a-uuid']) {
        const refused = await post('/v1/auth/consent', {
          comoMemberId: wrongMember,
          ticket,
          extraFields: {},
        });
        expect(refused.statusCode).toBe(401);
        expect(error(refused).message).toBe('auth.ticket.invalid');
      }
      const consented = await post('/v1/auth/consent', {
        comoMemberId,
        ticket,
        extraFields: { marketing: true, source: 'kiosk', visits: 3 },
      });
      expect(consented.statusCode).toBe(200);
      expect(signInResultSchema.parse(consented.json())).toMatchObject({
        comoMemberId,
        email: 'imported@example.com',
        firstName: 'Ima',
        authTime: clock().getTime(),
      });
      expect((await adminMember(DEMO_BUSINESS_ID, comoMemberId)).hasConsent).toBe(true);
      const [consent] = await api.db
        .select()
        .from(memberConsents)
        .where(and(eq(memberConsents.memberId, comoMemberId), eq(memberConsents.source, 'consent-login')));
      expect(consent?.extraFields).toEqual({ marketing: true, source: 'kiosk', visits: 3 });
      expect((await post('/v1/auth/consent', { comoMemberId, ticket })).statusCode).toBe(401);
      expect((await verified('imported@example.com')).status).toBe('authenticated');
    });
  });

  describe('temporary tokens', () => {
    const issue = (ref: string, payload?: unknown, businessId = DEMO_BUSINESS_ID) =>
      api.app.inject({
        method: 'POST',
        url: `/admin/v1/businesses/${businessId}/members/${encodeURIComponent(ref)}/temporary-token`,
        headers: asAdmin(api),
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      });

    it('signs in once with an admin-issued token; a replay is refused', async () => {
      const issued = await issue(DEMO_MEMBER_PHONE);
      expect(issued.statusCode).toBe(201);
      const { token, expiresAt } = temporaryTokenSchema.parse(issued.json());
      expect(new Date(expiresAt).getTime()).toBe(clock().getTime() + 900_000);
      const first = await exchange(token);
      expect(first.statusCode).toBe(200);
      expect(signInResultSchema.parse(first.json()).email).toBe(DEMO_MEMBER_EMAIL);
      const replay = await exchange(token);
      expect(replay.statusCode).toBe(401);
      expect(error(replay).message).toBe('auth.ticket.invalid');
    });

    it('leads a member without consent from a sign-in link to the consent step, then signs in', async () => {
      const [imported] = await api.db
        .insert(members)
        .values({
          businessId: DEMO_BUSINESS_ID,
          email: 'linked@example.com',
          firstName: 'Lin',
          shortId: generateShortId(),
          hasConsent: false,
        })
        .returning();
      const memberId = imported!.id;
      const { token } = temporaryTokenSchema.parse((await issue('linked@example.com')).json());
      const inspect = (ticket: string, businessId = DEMO_BUSINESS_ID) =>
        post('/v1/auth/temporary-tokens/inspect', { ticket }, businessId);

      const direct = await exchange(token);
      expect(direct.statusCode).toBe(403);
      expect(error(direct).message).toBe('auth.consent.required');
      // Looking does not use the token, and tells only its holder whose it is.
      for (let look = 0; look < 2; look++) {
        const status = await inspect(token);
        expect(status.statusCode).toBe(200);
        expect(temporaryTokenStatusSchema.parse(status.json())).toEqual({
          comoMemberId: memberId,
          consentRequired: true,
        });
      }
      for (const refused of [
        await inspect('x'.repeat(43)),
        await inspect(token, NORTHWIND_BUSINESS_ID),
        // A code's sign-in ticket is not a link's token.
        await inspect(((await verified(DEMO_MEMBER_EMAIL)) as Ticket<'authenticated'>).ticket),
      ]) {
        expect(refused.statusCode).toBe(401);
        expect(error(refused)).toEqual({ code: 'UNAUTHORIZED', message: 'auth.ticket.invalid' });
      }
      expect((await inspect('short')).statusCode).toBe(400);

      const demo = await adminMember(DEMO_BUSINESS_ID, DEMO_MEMBER_EMAIL);
      const wrongMember = await post('/v1/auth/consent', { comoMemberId: demo.id, ticket: token });
      expect(wrongMember.statusCode).toBe(401);
      const consented = await post('/v1/auth/consent', {
        comoMemberId: memberId,
        ticket: token,
        extraFields: { consent: true },
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36',
      });
      expect(consented.statusCode).toBe(200);
      const claims = signInResultSchema.parse(consented.json());
      expect(claims).toMatchObject({ comoMemberId: memberId, email: 'linked@example.com', firstName: 'Lin' });
      expect((await adminMember(DEMO_BUSINESS_ID, memberId)).hasConsent).toBe(true);
      // One session for this device, like any other sign-in.
      const sessions = await api.db
        .select()
        .from(memberSessions)
        .where(eq(memberSessions.memberId, memberId));
      expect(sessions.map((row) => row.id)).toEqual([claims.sessionId]);
      expect(sessions[0]?.deviceLabel).toMatch(/Chrome/);

      // The link works once: used now, for looking, consenting and exchanging alike.
      expect((await inspect(token)).statusCode).toBe(401);
      expect((await post('/v1/auth/consent', { comoMemberId: memberId, ticket: token })).statusCode).toBe(
        401,
      );
      expect((await exchange(token)).statusCode).toBe(401);
    });

    it('answers an expired sign-in link as an invalid ticket, whether looked at or consented with', async () => {
      const [imported] = await api.db
        .insert(members)
        .values({
          businessId: DEMO_BUSINESS_ID,
          email: 'late.link@example.com',
          shortId: generateShortId(),
          hasConsent: false,
        })
        .returning();
      const { token } = temporaryTokenSchema.parse(
        (await issue('late.link@example.com', { ttlSeconds: 60 })).json(),
      );
      clock.advance(61);
      const status = await post('/v1/auth/temporary-tokens/inspect', { ticket: token });
      expect(status.statusCode).toBe(401);
      const consent = await post('/v1/auth/consent', { comoMemberId: imported!.id, ticket: token });
      expect(error(consent)).toEqual({ code: 'UNAUTHORIZED', message: 'auth.ticket.invalid' });
      expect((await adminMember(DEMO_BUSINESS_ID, imported!.id)).hasConsent).toBe(false);
    });

    it('expires as requested, belongs to its business, and needs the admin token', async () => {
      const { token } = temporaryTokenSchema.parse(
        (await issue(DEMO_MEMBER_EMAIL, { ttlSeconds: 60 })).json(),
      );
      expect((await exchange(token, NORTHWIND_BUSINESS_ID)).statusCode).toBe(401);
      clock.advance(61);
      expect((await exchange(token)).statusCode).toBe(401);
      expect((await issue(DEMO_MEMBER_EMAIL, { ttlSeconds: 5 })).statusCode).toBe(400);
      expect((await issue('nobody@example.com')).statusCode).toBe(404);
      expect((await issue(NORTHWIND_MEMBER_PHONE)).statusCode).toBe(404);
      const asPortal = await api.app.inject({
        method: 'POST',
        url: `/admin/v1/businesses/${DEMO_BUSINESS_ID}/members/${DEMO_MEMBER_EMAIL}/temporary-token`,
        headers: asService(api),
      });
      expect(asPortal.statusCode).toBe(401);
    });
  });

  describe('sessions', () => {
    it('serves fresh claims to a valid session and refuses what is not one', async () => {
      const signIn = await signedIn(DEMO_MEMBER_EMAIL);
      const ok = await session(signIn);
      expect(ok.statusCode).toBe(200);
      expect(sessionClaimsSchema.parse(ok.json())).toEqual({
        comoMemberId: signIn.comoMemberId,
        businessId: DEMO_BUSINESS_ID,
        email: DEMO_MEMBER_EMAIL,
        firstName: 'Dana',
        lastName: 'Demo',
      });
      await api.db.update(members).set({ firstName: 'Daniela' }).where(eq(members.id, signIn.comoMemberId));
      expect(sessionClaimsSchema.parse((await session(signIn)).json()).firstName).toBe('Daniela');
      await api.db.update(members).set({ firstName: 'Dana' }).where(eq(members.id, signIn.comoMemberId));

      const headers = memberSessionHeaders(signIn);
      for (const broken of [
        { 'x-member-id': undefined },
        { 'x-session-auth-time': undefined },
        { 'x-session-auth-time': 'yesterday' },
        { 'x-member-id': 'not-a-uuid' },
        { 'x-member-id': '00000000-0000-4000-8000-000000000000' },
      ]) {
        const response = await api.app.inject({
          method: 'GET',
          url: '/v1/member/session',
          headers: Object.fromEntries(
            Object.entries({ ...asService(api), ...headers, ...broken }).filter(
              ([, value]) => value !== undefined,
            ),
          ) as Record<string, string>,
        });
        expect(response.statusCode).toBe(401);
        expect(error(response)).toEqual({ code: 'UNAUTHORIZED', message: 'auth.unauthorized' });
      }
    });

    it("refuses a member in another business's context", async () => {
      const northwind = await signedIn(NORTHWIND_MEMBER_EMAIL, NORTHWIND_BUSINESS_ID);
      expect((await session(northwind)).statusCode).toBe(200);
      const elsewhere = await session(northwind, DEMO_BUSINESS_ID);
      expect(elsewhere.statusCode).toBe(401);
      expect(error(elsewhere).message).toBe('auth.unauthorized');
    });

    it('ends only the signing-out session; the member stays signed in on other devices', async () => {
      const phone = await signedIn(DEMO_MEMBER_PHONE);
      const laptop = await signedIn(DEMO_MEMBER_EMAIL);
      expect(phone.sessionId).not.toBe(laptop.sessionId);
      expect((await session(phone)).statusCode).toBe(200);

      const signOut = await api.app.inject({
        method: 'POST',
        url: '/v1/member/sign-out',
        headers: asMember(api, laptop),
      });
      expect(signOut.statusCode).toBe(204);
      const refused = await session(laptop);
      expect(refused.statusCode).toBe(401);
      expect(error(refused)).toEqual({ code: 'UNAUTHORIZED', message: 'auth.session.revoked' });
      expect((await session(phone)).statusCode).toBe(200);

      // A new sign-in on the laptop is a new session.
      const again = await signedIn(DEMO_MEMBER_EMAIL);
      expect(again.sessionId).not.toBe(laptop.sessionId);
      expect((await session(again)).statusCode).toBe(200);
    });

    it('refuses an unknown, malformed or other member’s session id with the same answer', async () => {
      const dana = await signedIn(DEMO_MEMBER_EMAIL);
      const other = await signedIn(NORTHWIND_MEMBER_EMAIL, NORTHWIND_BUSINESS_ID);
      for (const sessionId of ['00000000-0000-4000-8000-000000000000', other.sessionId]) {
        const response = await session({ ...dana, sessionId });
        expect(response.statusCode).toBe(401);
        expect(error(response)).toEqual({ code: 'UNAUTHORIZED', message: 'auth.session.revoked' });
      }
      for (const sessionId of ['', 'not-a-uuid']) {
        const response = await session({ ...dana, sessionId });
        expect(response.statusCode).toBe(401);
        expect(error(response).message).toBe('auth.unauthorized');
      }
    });
  });
});
