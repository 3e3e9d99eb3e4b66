import {
  messageKeys,
  type BusinessSettings,
  type MemberImport,
  type MemberList,
  type MemberListQuery,
  type MemberSummary,
  type mandatoryFieldSchema,
} from '@loyalty/contract';
import type { z } from 'zod';
import type { ConsentExtraFields, DatabaseExecutor, memberConsents } from '@loyalty/db';
import { violatedUniqueConstraint } from '../../lib/database-errors';
import { conflict, notFound } from '../../lib/http-error';
import { isUuid } from '../../lib/uuid';
import { businessExists, getBusinessProfile } from '../businesses/businesses.service';
import { defaultPhonePrefix, normaliseEmail, normalisePhone } from '../auth/identifier';
import {
  findMemberRow,
  insertConsentRow,
  insertMemberRow,
  listMemberRows,
  updateMemberRow,
  type MemberRow,
  type NewMember,
} from './members.repository';

export type { MemberRow } from './members.repository';

export type MandatoryField = z.infer<typeof mandatoryFieldSchema>;

function toSummary(row: MemberRow): MemberSummary {
  return {
    id: row.id,
    businessId: row.businessId,
    email: row.email,
    phone: row.phone,
    firstName: row.firstName,
    lastName: row.lastName,
    language: row.language,
    shortId: row.shortId,
    hasConsent: row.hasConsent,
    createdAt: row.createdAt.toISOString(),
  };
}

async function assertBusiness(db: DatabaseExecutor, businessId: string): Promise<void> {
  if (!(await businessExists(db, businessId))) throw notFound(messageKeys.businessNotFound);
}

export async function listMembers(
  db: DatabaseExecutor,
  businessId: string,
  query: MemberListQuery,
): Promise<MemberList> {
  await assertBusiness(db, businessId);
  const { total, rows } = await listMemberRows(db, businessId, query);
  return { total, items: rows.map(toSummary) };
}

/**
 * How an admin names a member: a uuid is the id, text with `@` an e-mail (stored lower-cased), anything else a
 * phone number, compared in E.164 after dropping spaces, dots, dashes and parentheses (`00` becomes `+`).
 */
export function parseMemberRef(ref: string): { id: string } | { email: string } | { phone: string } {
  const trimmed = ref.trim();
  if (isUuid(trimmed)) return { id: trimmed.toLowerCase() };
  if (trimmed.includes('@')) return { email: trimmed.toLowerCase() };
  const digits = trimmed.replace(/[\s().-]/g, '').replace(/^00/, '+');
  return { phone: digits.startsWith('+') ? digits : `+${digits}` };
}

export async function getMember(
  db: DatabaseExecutor,
  businessId: string,
  memberRef: string,
): Promise<MemberSummary> {
  return toSummary(await requireMemberByRef(db, businessId, memberRef));
}

/** A member named by id, e-mail or phone, for admin routes: 404 for an unknown business or member. */
export async function requireMemberByRef(
  db: DatabaseExecutor,
  businessId: string,
  memberRef: string,
): Promise<MemberRow> {
  await assertBusiness(db, businessId);
  const row = await findMemberRow(db, businessId, parseMemberRef(memberRef));
  if (!row) throw notFound(messageKeys.memberNotFound);
  return row;
}

/** The business's mandatory profile fields this member has not filled in (the missing-details banner). */
export function missingMandatoryFields(
  member: Pick<MemberRow, MandatoryField>,
  settings: Pick<BusinessSettings, 'mandatoryFields'>,
): MandatoryField[] {
  return settings.mandatoryFields.filter((field) => {
    const value = member[field];
    return value === null || value === undefined || value.trim() === '';
  });
}

/** The member of this business with this e-mail address or phone number (identifier spaces are per business). */
export async function findMemberByIdentifier(
  db: DatabaseExecutor,
  businessId: string,
  identifier: { channel: 'email' | 'sms'; value: string },
): Promise<MemberRow | undefined> {
  return findMemberRow(
    db,
    businessId,
    identifier.channel === 'email' ? { email: identifier.value } : { phone: identifier.value },
  );
}

/** A member of this business by id, e-mail or phone (as stored), or undefined. */
export async function findMember(
  db: DatabaseExecutor,
  businessId: string,
  by: { id: string } | { email: string } | { phone: string },
): Promise<MemberRow | undefined> {
  return findMemberRow(db, businessId, by);
}

export type ConsentSource = typeof memberConsents.$inferInsert.source;

/**
 * Records a consent: on the member (`has_consent`, `consent_at`) and in the append-only `member_consents`,
 * with what came with it (kept for the data export). Undefined when the member does not exist.
 */
export async function recordConsent(
  db: DatabaseExecutor,
  member: { businessId: string; id: string },
  consent: { source: ConsentSource; extraFields: ConsentExtraFields; at: Date },
): Promise<MemberRow | undefined> {
  const row = await updateMemberRow(db, member.businessId, member.id, {
    hasConsent: true,
    consentAt: consent.at,
    updatedAt: consent.at,
  });
  if (!row) return undefined;
  await insertConsentRow(db, {
    businessId: member.businessId,
    memberId: member.id,
    source: consent.source,
    extraFields: consent.extraFields,
    createdAt: consent.at,
  });
  return row;
}

/**
 * A new member who consented at `at` (registration). A clash on e-mail or phone raises the database's unique
 * violation (`members_business_email_key`, `members_business_phone_key`) for the caller to map.
 */
export async function createConsentingMember(
  db: DatabaseExecutor,
  businessId: string,
  values: Pick<NewMember, 'email' | 'phone' | 'firstName' | 'lastName' | 'language'> &
    Partial<Pick<NewMember, 'birthday'>>,
  at: Date,
  source: ConsentSource = 'registration',
): Promise<MemberRow> {
  const member = await insertMemberRow(db, businessId, {
    ...values,
    hasConsent: true,
    consentAt: at,
    createdAt: at,
    updatedAt: at,
  });
  await insertConsentRow(db, {
    businessId,
    memberId: member.id,
    source,
    extraFields: {},
    createdAt: at,
  });
  return member;
}

/** The fields a member edits on the profile-update page (identifiers already normalised). */
export type ProfileValues = Partial<
  Pick<NewMember, 'firstName' | 'lastName' | 'email' | 'phone' | 'birthday' | 'language'>
>;

/**
 * Updates the member's own profile fields. A clash on e-mail or phone raises the database's unique violation for
 * the caller to map.
 */
export async function updateMemberProfile(
  db: DatabaseExecutor,
  member: { businessId: string; id: string },
  values: ProfileValues,
  at: Date,
): Promise<MemberRow | undefined> {
  return updateMemberRow(db, member.businessId, member.id, { ...values, updatedAt: at });
}

/**
 * Admin: a member brought in from elsewhere, without consent (their first sign-in asks for it). Identifiers are
 * stored as sign-in finds them (e-mail lower-cased, phone in E.164); one another member has is a 409.
 */
export async function importMember(
  db: DatabaseExecutor,
  businessId: string,
  body: MemberImport,
  at: Date,
): Promise<MemberSummary> {
  const business = await getBusinessProfile(db, businessId);
  try {
    const row = await insertMemberRow(db, businessId, {
      email: body.email ? (normaliseEmail(body.email) ?? null) : null,
      phone: body.phone ? (normalisePhone(body.phone, defaultPhonePrefix(business.settings)) ?? null) : null,
      firstName: body.firstName || null,
      lastName: body.lastName || null,
      language: body.language ?? business.settings.defaultLanguage,
      hasConsent: false,
      createdAt: at,
      updatedAt: at,
    });
    return toSummary(row);
  } catch (error) {
    const constraint = violatedUniqueConstraint(error);
    if (constraint === 'members_business_email_key') throw conflict(messageKeys.identifierExistsEmail);
    if (constraint === 'members_business_phone_key') throw conflict(messageKeys.identifierExistsPhone);
    throw error;
  }
}
