import {
  FALLBACK_LOCALE,
  PROFILE_UPDATE_PATH,
  messageKeys,
  splitBalance,
  type FieldIssue,
  type MemberDetails,
  type ProfileUpdate,
  type ProfileUpdateResult,
  type ProfileUrl,
  type ShortUserId,
} from '@loyalty/contract';
import type { Database, DatabaseExecutor } from '@loyalty/db';
import { violatedUniqueConstraint } from '../../lib/database-errors';
import { badRequest, conflict, validationFailed } from '../../lib/http-error';
import { identifierConflict } from '../auth/auth.service';
import { defaultPhonePrefix, normaliseEmail, normalisePhone } from '../auth/identifier';
import type { Balances } from '../balances/balances.service';
import type { BusinessProfile } from '../businesses/businesses.service';
import { offeredLocales } from '../locales/locales.service';
import { flagMemberPass } from '../wallet/pass-updates.service';
import {
  findMember,
  missingMandatoryFields,
  updateMemberProfile,
  type MemberRow,
  type ProfileValues,
} from '../members/members.service';

/** `GET /v1/member/details`: the member, the balances split by the business's balance types, what is missing. */
export function memberDetails(
  business: BusinessProfile,
  member: MemberRow,
  balances: Balances,
): MemberDetails {
  const missing = missingMandatoryFields(member, business.settings);
  return {
    member: {
      comoMemberId: member.id,
      email: member.email,
      phone: member.phone,
      firstName: member.firstName,
      lastName: member.lastName,
      birthday: member.birthday,
      language: member.language,
      creditBalance: splitBalance(balances.credit, business.settings.creditsBalanceType),
      pointsBalance: splitBalance(balances.point, business.settings.pointsBalanceType),
    },
    hasConsent: member.hasConsent,
    hasMissingMandatoryFields: missing.length > 0,
    missingMandatoryFields: missing,
  };
}

/** The identification code: generated once at creation, unique per business (index), never changed. */
export function shortUserId(member: MemberRow): ShortUserId {
  return { id: member.shortId };
}

/** The profile-update page the portal serves; the portal appends `lang`. */
export function profileUrl(): ProfileUrl {
  return { url: PROFILE_UPDATE_PATH };
}

/** The update as stored: identifiers normalised like sign-in identifiers, the language one the business offers. */
function profileValues(business: BusinessProfile, body: ProfileUpdate): ProfileValues {
  const issues: FieldIssue[] = [];
  const values: ProfileValues = {};
  if (body.firstName !== undefined) values.firstName = body.firstName;
  if (body.lastName !== undefined) values.lastName = body.lastName;
  if (body.birthday !== undefined) values.birthday = body.birthday;
  if (body.email !== undefined) {
    const email = normaliseEmail(body.email);
    if (email) values.email = email;
    else issues.push({ path: 'email', message: messageKeys.emailNotInRightFormat });
  }
  if (body.phone !== undefined) {
    const phone = normalisePhone(body.phone, defaultPhonePrefix(business.settings));
    if (phone) values.phone = phone;
    else issues.push({ path: 'phone', message: messageKeys.phoneNotInRightFormat });
  }
  if (body.language !== undefined) {
    if (body.language === FALLBACK_LOCALE || offeredLocales(business.settings).includes(body.language)) {
      values.language = body.language;
    } else {
      issues.push({ path: 'language', message: messageKeys.localeNotInRightFormat });
    }
  }
  if (issues.length > 0) throw validationFailed(issues);
  return values;
}

/**
 * `PUT /v1/member/profile`: updates the member's own fields. An e-mail address or phone number of another member
 * of the business is a 409 with the identifier's key (checked first, and the unique index decides a race).
 * Missing mandatory fields are derived on read, so filling one in clears it.
 */
export async function updateProfile(
  db: Database,
  business: BusinessProfile,
  member: MemberRow,
  body: ProfileUpdate,
  now: Date,
): Promise<ProfileUpdateResult> {
  const values = profileValues(business, body);
  try {
    await db.transaction(async (tx) => {
      if (values.email) {
        const holder = await findMember(tx, business.id, { email: values.email });
        if (holder && holder.id !== member.id) throw conflict(messageKeys.identifierExistsEmail);
      }
      if (values.phone) {
        const holder = await findMember(tx, business.id, { phone: values.phone });
        if (holder && holder.id !== member.id) throw conflict(messageKeys.identifierExistsPhone);
      }
      await updateMemberProfile(tx, member, values, now);
      await flagMemberPass(tx, business.id, member.id, now);
    });
  } catch (error) {
    throw identifierConflict(violatedUniqueConstraint(error)) ?? error;
  }
  return { data: { commonExtId: member.id, legacyToken: null, result: 'updated' } };
}

/**
 * Whether a phone number and an e-mail address (either may be absent) are free for this member: each well
 * formed, and no other member of the business holds it. 400 for a malformed one, 409 with the contact's key for
 * one someone else holds.
 */
export async function validateMemberIdentifiers(
  db: DatabaseExecutor,
  business: BusinessProfile,
  member: MemberRow,
  body: { phoneNumber?: string; email?: string },
): Promise<{ valid: true }> {
  if (body.email) {
    const email = normaliseEmail(body.email);
    if (!email) throw badRequest(messageKeys.emailNotInRightFormat);
    const holder = await findMember(db, business.id, { email });
    if (holder && holder.id !== member.id) throw conflict(messageKeys.identifierExistsEmail);
  }
  if (body.phoneNumber) {
    const phone = normalisePhone(body.phoneNumber, defaultPhonePrefix(business.settings));
    if (!phone) throw badRequest(messageKeys.phoneNotInRightFormat);
    const holder = await findMember(db, business.id, { phone });
    if (holder && holder.id !== member.id) throw conflict(messageKeys.identifierExistsPhone);
  }
  return { valid: true };
}
