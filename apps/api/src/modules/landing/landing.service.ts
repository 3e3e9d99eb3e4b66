import {
  campaignMessageKeys as keys,
  errorCodes,
  messageKeys,
  type AdminLandingPage,
  type CaptchaSolution,
  type Country,
  type LandingClaim,
  type LandingCodeSent,
  type LandingPage,
  type landingPageCreateSchema,
  type landingPageUpdateSchema,
} from '@loyalty/contract';
import type { Database, DatabaseExecutor } from '@loyalty/db';
import { getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min';
import type { z } from 'zod';
import { violatedUniqueConstraint } from '../../lib/database-errors';
import { HttpError, badRequest, conflict, notFound } from '../../lib/http-error';
import { SIGN_IN_TICKET_TTL_SECONDS, issueTicket } from '../auth/tickets.service';
import {
  consumeCode,
  explainRejectedCode,
  hashCode,
  sendCode,
  verifyIpRule,
  type CodeDeps,
} from '../auth/codes.service';
import type { Identifier } from '../auth/identifier';
import type { BusinessProfile } from '../businesses/businesses.service';
import type { CaptchaService } from '../captcha/captcha.service';
import { getGift, grantGift, toGift } from '../gifts/gifts.service';
import {
  createConsentingMember,
  findMember,
  findMemberByIdentifier,
  recordConsent,
} from '../members/members.service';
import { offeredLocales } from '../locales/locales.service';
import { throttle, type ThrottleRule } from '../throttle/throttle.service';
import * as repository from './landing.repository';
import { isAllowedPhone, parseLandingPhone, type ParsedPhone } from './phone';

export type LandingDeps = CodeDeps & { captcha: CaptchaService };

/**
 * Abuse limits of code requests (SMS pumping: bots making a business pay for texts to premium numbers): per client
 * IP, per phone prefix (a pumping run walks one number range), and the page's own hourly ceiling; the sign-in code
 * rules per number come on top.
 */
const LANDING_IP_RULE: ThrottleRule = { name: 'landing-ip', max: 10, windowSeconds: 600 };
const LANDING_PREFIX_RULE: ThrottleRule = { name: 'landing-prefix', max: 30, windowSeconds: 3600 };
const pageRule = (max: number): ThrottleRule => ({ name: 'landing-page', max, windowSeconds: 3600 });

const gone = (key: typeof keys.expired | typeof keys.inactive) =>
  new HttpError(410, errorCodes.notFound, key);
const pageNotFound = () => notFound(keys.notFound);

function toAdmin(row: repository.LandingPageRow, claims: number): AdminLandingPage {
  return {
    id: row.id,
    businessId: row.businessId,
    legacyId: row.legacyId,
    texts: row.texts,
    imageUrl: row.imageUrl,
    gift: row.gift,
    active: row.active,
    activeFrom: row.activeFrom?.toISOString() ?? null,
    activeUntil: row.activeUntil?.toISOString() ?? null,
    allowedCountries: row.allowedCountries,
    formId: row.formId,
    maxCodesPerHour: row.maxCodesPerHour,
    codesSent: row.codesSent,
    codesVerified: row.codesVerified,
    claims,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Refuses a page visitors may not use now, each case with its own message. */
function assertAvailable(row: repository.LandingPageRow | undefined, now: Date): repository.LandingPageRow {
  if (!row) throw pageNotFound();
  if (!row.active) throw gone(keys.inactive);
  if (row.activeUntil && row.activeUntil.getTime() <= now.getTime()) throw gone(keys.expired);
  if (row.activeFrom && row.activeFrom.getTime() > now.getTime()) throw conflict(keys.notStarted);
  return row;
}

/** The countries a page serves: its own list, else the business's; each with its name and dialling prefix. */
function pageCountries(business: BusinessProfile, row: repository.LandingPageRow): Country[] {
  const known = business.settings.countries;
  if (row.allowedCountries.length === 0) return known;
  return row.allowedCountries.map((code) => {
    const country = known.find((entry) => entry.code === code);
    if (country) return country;
    let phonePrefix = '+0';
    try {
      phonePrefix = `+${getCountryCallingCode(code as CountryCode)}`;
    } catch {
      // Not a country libphonenumber knows: no number will be placed in it.
    }
    return {
      code,
      name: code,
      phonePrefix,
      defaultCountry: false,
      defaultLanguage: business.settings.defaultLanguage,
      languages: [business.settings.defaultLanguage],
    };
  });
}

/** The language to show: the one asked for when the page has it, else the business's default, else the first. */
function pageLanguage(business: BusinessProfile, row: repository.LandingPageRow, asked?: string): string {
  const languages = Object.keys(row.texts);
  if (asked && languages.includes(asked)) return asked;
  const base = asked?.split(/[_-]/)[0];
  if (base && languages.includes(base)) return base;
  const fallback = business.settings.defaultLanguage;
  return languages.includes(fallback) ? fallback : (languages[0] ?? fallback);
}

function toPublic(business: BusinessProfile, row: repository.LandingPageRow, asked?: string): LandingPage {
  const language = pageLanguage(business, row, asked);
  const text = row.texts[language] ?? { title: business.name, text: '' };
  return {
    id: row.id,
    legacyId: row.legacyId,
    language,
    title: text.title,
    text: text.text,
    imageUrl: row.imageUrl,
    gift: row.gift,
    countries: pageCountries(business, row).map(({ code, name, phonePrefix }) => ({
      code,
      name,
      phonePrefix,
    })),
    formId: row.formId,
    activeUntil: row.activeUntil?.toISOString() ?? null,
  };
}

export async function getLandingPage(
  db: DatabaseExecutor,
  business: BusinessProfile,
  id: string,
  language: string | undefined,
  now: Date,
): Promise<LandingPage> {
  const row = assertAvailable(await repository.findLandingPage(db, business.id, id), now);
  return toPublic(business, row, language);
}

export async function getLandingPageByLegacyId(
  db: DatabaseExecutor,
  business: BusinessProfile,
  legacyId: string,
  language: string | undefined,
  now: Date,
): Promise<LandingPage> {
  const row = assertAvailable(await repository.findLandingPageByLegacyId(db, business.id, legacyId), now);
  return toPublic(business, row, language);
}

/* Admin ------------------------------------------------------------------------------------------------------ */

type CreateInput = z.output<typeof landingPageCreateSchema>;
type UpdateInput = z.output<typeof landingPageUpdateSchema>;

const toDate = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);

function checkWindow(from: Date | null | undefined, until: Date | null | undefined): void {
  if (from && until && from.getTime() >= until.getTime()) {
    throw new HttpError(400, errorCodes.validation, messageKeys.validationFailed, [
      { path: 'activeUntil', message: 'validation.active.window' },
    ]);
  }
}

async function withLegacyIdCheck<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'landing_pages_legacy_id_key') throw conflict(keys.legacyIdTaken);
    throw error;
  }
}

export async function createLandingPage(
  db: Database,
  businessId: string,
  input: CreateInput,
  now: Date,
): Promise<AdminLandingPage> {
  const activeFrom = toDate(input.activeFrom) ?? null;
  const activeUntil = toDate(input.activeUntil) ?? null;
  checkWindow(activeFrom, activeUntil);
  const row = await withLegacyIdCheck(() =>
    repository.insertLandingPage(db, {
      businessId,
      legacyId: input.legacyId,
      texts: input.texts,
      imageUrl: input.imageUrl,
      gift: input.gift,
      active: input.active,
      activeFrom,
      activeUntil,
      allowedCountries: input.allowedCountries,
      formId: input.formId,
      maxCodesPerHour: input.maxCodesPerHour,
      createdAt: now,
      updatedAt: now,
    }),
  );
  return toAdmin(row, 0);
}

export async function updateLandingPage(
  db: Database,
  businessId: string,
  id: string,
  input: UpdateInput,
  now: Date,
): Promise<AdminLandingPage> {
  const current = await repository.findLandingPage(db, businessId, id);
  if (!current) throw pageNotFound();
  const activeFrom = toDate(input.activeFrom);
  const activeUntil = toDate(input.activeUntil);
  checkWindow(
    activeFrom === undefined ? current.activeFrom : activeFrom,
    activeUntil === undefined ? current.activeUntil : activeUntil,
  );
  const row = await withLegacyIdCheck(() =>
    repository.updateLandingPage(db, businessId, id, {
      ...(input.texts ? { texts: input.texts } : {}),
      ...(input.imageUrl !== undefined ? { imageUrl: input.imageUrl } : {}),
      ...(input.gift ? { gift: input.gift } : {}),
      ...(input.active !== undefined ? { active: input.active } : {}),
      ...(activeFrom !== undefined ? { activeFrom } : {}),
      ...(activeUntil !== undefined ? { activeUntil } : {}),
      ...(input.legacyId !== undefined ? { legacyId: input.legacyId } : {}),
      ...(input.allowedCountries ? { allowedCountries: input.allowedCountries } : {}),
      ...(input.formId !== undefined ? { formId: input.formId } : {}),
      ...(input.maxCodesPerHour !== undefined ? { maxCodesPerHour: input.maxCodesPerHour } : {}),
      updatedAt: now,
    }),
  );
  if (!row) throw pageNotFound();
  return toAdmin(row, await repository.countClaims(db, id));
}

export async function listLandingPages(db: DatabaseExecutor, businessId: string) {
  const rows = await repository.listLandingPages(db, businessId);
  return { items: rows.map(({ page, claims }) => toAdmin(page, Number(claims))) };
}

/* Visitors: a code, then the claim ---------------------------------------------------------------------------- */

function readPhone(
  business: BusinessProfile,
  row: repository.LandingPageRow,
  raw: string,
  countryCode: string | undefined,
): ParsedPhone {
  const countries = pageCountries(business, row);
  const picked =
    countries.find((country) => country.code === countryCode) ??
    countries.find((country) => country.defaultCountry) ??
    countries[0];
  const phone = parseLandingPhone(raw, picked);
  if (!phone) throw badRequest(keys.phoneInvalid);
  if (!isAllowedPhone(phone, countries)) throw badRequest(keys.countryNotAllowed);
  return phone;
}

function logRatio(deps: LandingDeps, landingPageId: string, counters: repository.LandingPageRow | undefined) {
  if (!counters) return;
  const ratio = counters.codesSent === 0 ? null : counters.codesVerified / counters.codesSent;
  deps.log.info(
    { landingPageId, codesSent: counters.codesSent, codesVerified: counters.codesVerified, ratio },
    'landing page codes: sent and confirmed',
  );
}

/**
 * Step 1: after the captcha, the number (pattern, numbering plan, the page's countries) and the abuse limits, a
 * one-time code by SMS. Nothing else is written: a visitor becomes a member only by confirming the code.
 */
export async function requestLandingCode(
  deps: LandingDeps,
  business: BusinessProfile,
  landingPageId: string,
  body: { phoneNumber: string; country?: string; language?: string; captcha: CaptchaSolution },
  clientIp: string,
): Promise<LandingCodeSent> {
  const now = deps.clock();
  const row = assertAvailable(await repository.findLandingPage(deps.db, business.id, landingPageId), now);
  await deps.captcha.verify(body.captcha, clientIp);
  const phone = readPhone(business, row, body.phoneNumber, body.country);
  await throttle(
    deps.db,
    [
      { rule: LANDING_IP_RULE, subject: clientIp },
      { rule: LANDING_PREFIX_RULE, subject: `${business.id}\n${phone.prefix}` },
    ],
    now,
    messageKeys.codeThrottled,
  );
  await throttle(deps.db, [{ rule: pageRule(row.maxCodesPerHour), subject: row.id }], now, keys.pageBusy);
  const language =
    body.language && offeredLocales(business.settings).includes(body.language) ? body.language : undefined;
  const sent = await sendCode(deps, business, { channel: 'sms', value: phone.e164 }, { language, clientIp });
  const counters = await repository.countLandingCode(deps.db, row.id, 'sent');
  logRatio(deps, row.id, counters && { ...row, ...counters });
  return {
    sent: true,
    phoneNumber: phone.e164,
    resendAfterSeconds: sent.resendAfterSeconds,
    expiresInSeconds: sent.expiresInSeconds,
  };
}

/**
 * Step 2: the code confirms the number; its member is found (consent recorded when missing) or made, and the
 * page's gift given once per number, all in one transaction. A retry with the same code answers the same claim; a
 * number that claimed before gets `already-claimed` and the gift it had. Either way a sign-in ticket comes back.
 */
export async function claimLandingGift(
  deps: LandingDeps,
  business: BusinessProfile,
  landingPageId: string,
  body: { phoneNumber: string; code: string; language?: string },
  clientIp: string,
): Promise<LandingClaim> {
  const now = deps.clock();
  const row = assertAvailable(await repository.findLandingPage(deps.db, business.id, landingPageId), now);
  await throttle(deps.db, [{ rule: verifyIpRule(deps.codeRequestsPerIp), subject: clientIp }], now);
  const phone = readPhone(business, row, body.phoneNumber, undefined);
  const identifier: Identifier = { channel: 'sms', value: phone.e164 };
  const codeHash = hashCode(deps.codePepper, business.id, phone.e164, body.code);
  const language =
    body.language && offeredLocales(business.settings).includes(body.language)
      ? body.language
      : business.settings.defaultLanguage;

  const outcome = await deps.db.transaction(async (tx) => {
    await repository.lockClaim(tx, row.id, phone.e164);
    const consumed = await consumeCode(tx, deps, {
      businessId: business.id,
      identifier,
      code: body.code,
      now,
    });
    const earlier = await repository.findClaim(tx, row.id, phone.e164);
    if (!consumed) {
      // The same code again (a double click, a retry after a lost answer): the same claim, a fresh ticket.
      if (earlier && earlier.codeHash === codeHash)
        return { status: 'claimed' as const, claim: earlier, memberCreated: false, consumed: false };
      return undefined;
    }
    if (earlier)
      return { status: 'already-claimed' as const, claim: earlier, memberCreated: false, consumed: true };

    let member = await findMemberByIdentifier(tx, business.id, identifier);
    let memberCreated = false;
    if (!member) {
      member = await createConsentingMember(
        tx,
        business.id,
        { email: null, phone: phone.e164, firstName: null, lastName: null, language },
        now,
        'landing-page',
      );
      memberCreated = true;
    } else if (!member.hasConsent) {
      member =
        (await recordConsent(
          tx,
          { businessId: business.id, id: member.id },
          { source: 'landing-page', extraFields: { landingPageId: row.id }, at: now },
        )) ?? member;
    }
    const gift = await grantGift(tx, {
      businessId: business.id,
      memberId: member.id,
      source: 'landing-page',
      sourceId: row.id,
      name: row.gift.name,
      description: row.gift.description,
      imageUrl: row.gift.imageUrl,
      validDays: row.gift.validDays,
      now,
    });
    const claim = await repository.insertClaim(tx, {
      businessId: business.id,
      landingPageId: row.id,
      phone: phone.e164,
      memberId: member.id,
      giftId: gift.id,
      codeHash,
      createdAt: now,
    });
    return { status: 'claimed' as const, claim, memberCreated, consumed: true };
  });
  if (!outcome) return explainRejectedCode(deps.db, { businessId: business.id, identifier, now });

  if (outcome.consumed) {
    const counters = await repository.countLandingCode(deps.db, row.id, 'verified');
    logRatio(deps, row.id, counters && { ...row, ...counters });
  }
  const member = await findMember(deps.db, business.id, { id: outcome.claim.memberId });
  if (!member) throw pageNotFound();
  const gift = outcome.claim.giftId
    ? toGift(await getGift(deps.db, business.id, outcome.claim.giftId), now)
    : null;
  const ticket = await issueTicket(deps.db, {
    businessId: business.id,
    purpose: 'sign-in',
    memberId: member.id,
    identifier: phone.e164,
    channel: 'sms',
    ttlSeconds: SIGN_IN_TICKET_TTL_SECONDS,
    now,
  });
  return { status: outcome.status, gift, memberCreated: outcome.memberCreated, ticket: ticket.token };
}
