import {
  FALLBACK_LOCALE,
  messageKeys,
  type FieldIssue,
  type Registration,
  type SignInResult,
  type TemporaryTokenStatus,
  type VerifyCodeResult,
} from '@loyalty/contract';
import type { DatabaseExecutor } from '@loyalty/db';
import { sessionClaims, startSession } from '../session/session.service';
import { violatedUniqueConstraint } from '../../lib/database-errors';
import { conflict, forbidden, unauthorized, validationFailed } from '../../lib/http-error';
import { isUuid } from '../../lib/uuid';
import type { BusinessProfile } from '../businesses/businesses.service';
import { offeredLocales } from '../locales/locales.service';
import { applyReferral } from '../referrals/referrals.service';
import {
  createConsentingMember,
  findMember,
  findMemberByIdentifier,
  getMember,
  recordConsent,
  type MemberRow,
} from '../members/members.service';
import { consumeCode, explainRejectedCode, type CodeDeps } from './codes.service';
import { defaultPhonePrefix, normaliseEmail, normalisePhone, type Identifier } from './identifier';
import {
  REGISTRATION_TICKET_TTL_SECONDS,
  SIGN_IN_TICKET_TTL_SECONDS,
  issueTicket,
  peekTicket,
  useTicket,
} from './tickets.service';

export type AuthDeps = Pick<CodeDeps, 'db' | 'clock' | 'codePepper'>;

/** The session claims of a sign-in happening at `now`, with its new session (one per signed-in device). */
async function signInResult(
  db: DatabaseExecutor,
  member: MemberRow,
  userAgent: string | undefined,
  now: Date,
): Promise<SignInResult> {
  const sessionId = await startSession(db, member, userAgent, now);
  return { ...sessionClaims(member), authTime: now.getTime(), sessionId };
}

/**
 * What a verified identifier leads to in this business: a member's sign-in ticket (consent still to give, or
 * not), or a registration ticket. Identifier spaces are per business: another business's member with the same
 * e-mail address plays no part.
 */
async function ticketForIdentifier(
  tx: DatabaseExecutor,
  business: BusinessProfile,
  identifier: Identifier,
  now: Date,
): Promise<VerifyCodeResult> {
  const member = await findMemberByIdentifier(tx, business.id, identifier);
  if (!member) {
    const { token } = await issueTicket(tx, {
      businessId: business.id,
      purpose: 'registration',
      memberId: null,
      identifier: identifier.value,
      channel: identifier.channel,
      ttlSeconds: REGISTRATION_TICKET_TTL_SECONDS,
      now,
    });
    return {
      status: 'registration-required',
      ticket: token,
      identifier: identifier.value,
      channel: identifier.channel,
      fields: [...business.settings.mandatoryFields, 'consent'],
    };
  }
  const { token } = await issueTicket(tx, {
    businessId: business.id,
    purpose: 'sign-in',
    memberId: member.id,
    identifier: identifier.value,
    channel: identifier.channel,
    ttlSeconds: SIGN_IN_TICKET_TTL_SECONDS,
    now,
  });
  return member.hasConsent
    ? { status: 'authenticated', ticket: token }
    : { status: 'consent-required', ticket: token, comoMemberId: member.id };
}

/** `POST /v1/auth/codes/verify`: a right code is used up (once, even under concurrency) for a ticket. */
export async function verifyCode(
  deps: AuthDeps,
  business: BusinessProfile,
  identifier: Identifier,
  code: string,
): Promise<VerifyCodeResult> {
  const now = deps.clock();
  const attempt = { businessId: business.id, identifier, code, now };
  const result = await deps.db.transaction(async (tx) =>
    (await consumeCode(tx, deps, attempt)) ? ticketForIdentifier(tx, business, identifier, now) : undefined,
  );
  return result ?? explainRejectedCode(deps.db, attempt);
}

/**
 * The registration's optional second identifier, checked before the ticket is used, and the birthday when the
 * business makes it mandatory (the form asks for it then). Other mandatory fields left empty are only reminded of
 * later (the missing-details banner).
 */
function otherIdentifiers(
  business: BusinessProfile,
  body: Registration,
): { email: string | undefined; phone: string | undefined } {
  const issues: FieldIssue[] = [];
  if (business.settings.mandatoryFields.includes('birthday') && !body.birthday) {
    issues.push({ path: 'birthday', message: messageKeys.validationRequired });
  }
  const email = body.email ? normaliseEmail(body.email) : undefined;
  if (body.email && !email) issues.push({ path: 'email', message: messageKeys.emailNotInRightFormat });
  const phone = body.phone ? normalisePhone(body.phone, defaultPhonePrefix(business.settings)) : undefined;
  if (body.phone && !phone) issues.push({ path: 'phone', message: messageKeys.phoneNotInRightFormat });
  if (issues.length > 0) throw validationFailed(issues);
  return { email, phone };
}

/** The 409 for a unique violation of a member's e-mail or phone index; undefined for any other constraint. */
export function identifierConflict(constraint: string | undefined) {
  if (constraint === 'members_business_email_key') return conflict(messageKeys.identifierExistsEmail);
  if (constraint === 'members_business_phone_key') return conflict(messageKeys.identifierExistsPhone);
  return undefined;
}

/**
 * `POST /v1/auth/register`: uses a registration ticket and creates the member with consent given, all in one
 * transaction: a 409 (the other identifier belongs to someone else) leaves the ticket usable for a corrected try.
 * Mandatory fields left empty are derived later (`missingMandatoryFields`), not stored.
 */
export async function register(
  deps: AuthDeps,
  business: BusinessProfile,
  body: Registration,
): Promise<{ ticket: string }> {
  const other = otherIdentifiers(business, body);
  const language =
    body.language &&
    (body.language === FALLBACK_LOCALE || offeredLocales(business.settings).includes(body.language))
      ? body.language
      : business.settings.defaultLanguage;
  const now = deps.clock();
  try {
    return await deps.db.transaction(async (tx) => {
      const ticket = await useTicket(tx, {
        businessId: business.id,
        token: body.ticket,
        purposes: ['registration'],
        now,
      });
      if (!ticket.identifier || !ticket.channel) throw unauthorized(messageKeys.ticketInvalid);
      const email = ticket.channel === 'email' ? ticket.identifier : (other.email ?? null);
      const phone = ticket.channel === 'sms' ? ticket.identifier : (other.phone ?? null);
      if (email && (await findMember(tx, business.id, { email }))) {
        throw conflict(messageKeys.identifierExistsEmail);
      }
      if (phone && (await findMember(tx, business.id, { phone }))) {
        throw conflict(messageKeys.identifierExistsPhone);
      }
      const member = await createConsentingMember(
        tx,
        business.id,
        {
          email,
          phone,
          firstName: body.firstName || null,
          lastName: body.lastName || null,
          birthday: body.birthday ?? null,
          language,
        },
        now,
      );
      // Same transaction: the referral rewards exist exactly when the member does.
      if (body.referralCode) await applyReferral(tx, business, member.id, body.referralCode, now);
      const signIn = await issueTicket(tx, {
        businessId: business.id,
        purpose: 'sign-in',
        memberId: member.id,
        identifier: ticket.identifier,
        channel: ticket.channel,
        ttlSeconds: SIGN_IN_TICKET_TTL_SECONDS,
        now,
      });
      return { ticket: signIn.token };
    });
  } catch (error) {
    // Lost a race with another registration of the same identifier: the unique index decides.
    throw identifierConflict(violatedUniqueConstraint(error)) ?? error;
  }
}

/**
 * `POST /v1/auth/tickets/exchange`: a sign-in ticket or temporary token for the session claims. A member who has
 * not consented gets 403 `auth.consent.required` and the ticket stays for the consent login.
 */
export async function exchangeTicket(
  deps: AuthDeps,
  businessId: string,
  token: string,
  userAgent?: string,
): Promise<SignInResult> {
  const now = deps.clock();
  const query = { businessId, token, purposes: ['sign-in' as const, 'temporary' as const], now };
  const { member } = await peekTicket(deps.db, query);
  if (!member) throw unauthorized(messageKeys.ticketInvalid);
  if (!member.hasConsent) throw forbidden(messageKeys.consentRequired);
  return deps.db.transaction(async (tx) => {
    await useTicket(tx, { ...query, memberId: member.id });
    return signInResult(tx, member, userAgent, now);
  });
}

/**
 * `POST /v1/auth/temporary-tokens/inspect`: whose a live temporary token is and whether consent comes first, so
 * that a sign-in link can lead a member without consent to the consent step. The token stays unused.
 */
export async function inspectTemporaryToken(
  deps: AuthDeps,
  businessId: string,
  token: string,
): Promise<TemporaryTokenStatus> {
  const { member } = await peekTicket(deps.db, {
    businessId,
    token,
    purposes: ['temporary'],
    now: deps.clock(),
  });
  if (!member) throw unauthorized(messageKeys.ticketInvalid);
  return { comoMemberId: member.id, consentRequired: !member.hasConsent };
}

/**
 * `POST /v1/auth/consent`: the consent provider: a sign-in ticket (verified code) or temporary token (sign-in
 * link) of exactly this member, consent recorded.
 */
export async function consentLogin(
  deps: AuthDeps,
  businessId: string,
  body: {
    comoMemberId: string;
    ticket: string;
    extraFields: Record<string, string | boolean | number>;
    userAgent?: string;
  },
): Promise<SignInResult> {
  if (!isUuid(body.comoMemberId)) throw unauthorized(messageKeys.ticketInvalid);
  const memberId = body.comoMemberId.toLowerCase();
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    await useTicket(tx, {
      businessId,
      token: body.ticket,
      purposes: ['sign-in', 'temporary'],
      memberId,
      now,
    });
    const member = await recordConsent(
      tx,
      { businessId, id: memberId },
      { source: 'consent-login', extraFields: body.extraFields, at: now },
    );
    if (!member) throw unauthorized(messageKeys.ticketInvalid);
    return signInResult(tx, member, body.userAgent, now);
  });
}

/** Admin: a temporary login token for a member named by id, e-mail or phone. */
export async function issueTemporaryToken(
  deps: AuthDeps,
  businessId: string,
  memberRef: string,
  ttlSeconds: number,
): Promise<{ token: string; expiresAt: string }> {
  const member = await getMember(deps.db, businessId, memberRef);
  const issued = await issueTicket(deps.db, {
    businessId,
    purpose: 'temporary',
    memberId: member.id,
    ttlSeconds,
    now: deps.clock(),
  });
  return { token: issued.token, expiresAt: issued.expiresAt.toISOString() };
}
