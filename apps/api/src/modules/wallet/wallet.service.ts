import { randomBytes } from 'node:crypto';
import {
  WALLET_LINK_TTL_SECONDS,
  messageKeys,
  portalPaths,
  walletLinksOn,
  walletMessageKeys,
  type GoogleSave,
  type PasskitUpdated,
  type WalletLinkTokens,
  type WalletLinks,
  type WalletStatus,
} from '@loyalty/contract';
import type { Database, DatabaseExecutor } from '@loyalty/db';
import { addSeconds } from '../../lib/clock';
import { conflict, notFound, unauthorized } from '../../lib/http-error';
import { getBalances } from '../balances/balances.service';
import { getBusiness, getBusinessProfile } from '../businesses/businesses.service';
import { findMember } from '../members/members.service';
import { buildApplePass } from './apple-pass';
import { GOOGLE_SAVE_URL, signGoogleSaveJwt } from './google-pass';
import {
  passAuthToken,
  passTokenHash,
  passTokenMatches,
  signWalletLink,
  verifyWalletLink,
} from './link-tokens';
import { passContent, type PassContent } from './pass-content';
import * as repository from './wallet.repository';
import type { WalletRuntime } from './wallet-runtime';

export type { WalletRuntime } from './wallet-runtime';

/** Where phones reach the PassKit web service: the portal's BFF, which forwards to this API (PassKit appends `/v1/...`). */
const passkitWebServiceUrl = (origin: string): string =>
  new URL(portalPaths.passkitLog.replace(/\/v1\/log$/, ''), origin).toString();

/** `GET /v1/member/wallet-links`: a signed token per configured wallet, valid for an hour. */
export function walletLinkTokens(
  runtime: WalletRuntime,
  businessId: string,
  memberId: string,
  now: Date,
): WalletLinkTokens {
  const expiresAt = addSeconds(now, WALLET_LINK_TTL_SECONDS);
  const link = (kind: 'apple' | 'google') =>
    signWalletLink(runtime.linkSecret, { kind, businessId, memberId, expiresAt });
  return { apple: runtime.apple ? link('apple') : null, google: runtime.google ? link('google') : null };
}

/** Host names that only ever mean "this machine": a link for another device needs a real name when there is one. */
const LOCAL_ONLY_HOST = /^(localhost|\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:.]+\])$/i;

/**
 * The host an outside link is put on: the business's first host name (alphabetically) that is a real name,
 * else its first one; undefined when it has none.
 */
export function portalHostOf(hosts: readonly string[]): string | undefined {
  const sorted = [...hosts].sort();
  return sorted.find((host) => !LOCAL_ONLY_HOST.test(host)) ?? sorted[0];
}

/**
 * `GET /v1/member/links/wallet` (an outside page, server to server): the same signed tokens as the portal's
 * links, made absolute on the business's portal (`originTemplate` with `{host}` replaced), so that a phone
 * opens them from anywhere.
 */
export async function outsideWalletLinks(
  db: DatabaseExecutor,
  runtime: WalletRuntime,
  input: { businessId: string; memberId: string; originTemplate: string; now: Date },
): Promise<WalletLinks> {
  const host = portalHostOf((await getBusiness(db, input.businessId)).hosts);
  if (!host) throw conflict(walletMessageKeys.portalHostMissing);
  const origin = input.originTemplate.replaceAll('{host}', host);
  return walletLinksOn(origin, walletLinkTokens(runtime, input.businessId, input.memberId, input.now));
}

/** The member's pass, made on first use (a random serial; the token is derived from it). */
async function ensurePass(
  db: DatabaseExecutor,
  runtime: WalletRuntime,
  businessId: string,
  memberId: string,
  now: Date,
): Promise<repository.WalletPassRow> {
  const existing = await repository.findPassByMember(db, businessId, memberId);
  if (existing) return existing;
  const serialNumber = randomBytes(16).toString('hex');
  await repository.insertPass(db, {
    serialNumber,
    businessId,
    memberId,
    authTokenHash: passTokenHash(passAuthToken(runtime.linkSecret, serialNumber)),
    now,
  });
  const created = await repository.findPassByMember(db, businessId, memberId);
  if (!created) throw new Error('wallet pass insert left no row');
  return created;
}

/** What the member's pass shows now (names, code, balances) and the business's accent colour. */
export async function passContentOf(
  db: DatabaseExecutor,
  pass: Pick<repository.WalletPassRow, 'businessId' | 'memberId'>,
): Promise<{
  content: PassContent;
  accentColor: string;
}> {
  const business = await getBusinessProfile(db, pass.businessId);
  const member = await findMember(db, pass.businessId, { id: pass.memberId });
  if (!member) throw notFound(walletMessageKeys.linkInvalid);
  const balances = await getBalances(db, pass.businessId, pass.memberId);
  return {
    content: passContent({ businessName: business.name, settings: business.settings, member, balances }),
    accentColor: business.settings.themeStyle.accentColor,
  };
}

async function applePassOf(
  db: DatabaseExecutor,
  runtime: WalletRuntime,
  pass: repository.WalletPassRow,
  origin: string,
): Promise<Buffer> {
  if (!runtime.apple) throw notFound(walletMessageKeys.notConfigured);
  const { content, accentColor } = await passContentOf(db, pass);
  return buildApplePass(runtime.apple, {
    serialNumber: pass.serialNumber,
    authenticationToken: passAuthToken(runtime.linkSecret, pass.serialNumber),
    webServiceUrl: passkitWebServiceUrl(origin),
    content,
    accentColor,
  });
}

async function memberOfLink(
  db: Database,
  runtime: WalletRuntime,
  kind: 'apple' | 'google',
  businessId: string,
  token: string,
  now: Date,
): Promise<string> {
  if (!runtime[kind]) throw notFound(walletMessageKeys.notConfigured);
  const memberId = verifyWalletLink(runtime.linkSecret, token, { kind, businessId, now });
  if (!memberId || !(await findMember(db, businessId, { id: memberId })))
    throw notFound(walletMessageKeys.linkInvalid);
  return memberId;
}

/** `GET /v1/wallet/apple/:token`: the member's signed pass. */
export async function applePassByLink(
  db: Database,
  runtime: WalletRuntime,
  input: { businessId: string; token: string; origin: string; now: Date },
): Promise<{ body: Buffer; lastModified: Date }> {
  const memberId = await memberOfLink(db, runtime, 'apple', input.businessId, input.token, input.now);
  const pass = await ensurePass(db, runtime, input.businessId, memberId, input.now);
  return { body: await applePassOf(db, runtime, pass, input.origin), lastModified: pass.updatedAt };
}

/** `GET /v1/wallet/google/:token`: the save URL with a JWT signed now. */
export async function googleSaveByLink(
  db: Database,
  runtime: WalletRuntime,
  input: { businessId: string; token: string; origin: string; now: Date },
): Promise<GoogleSave> {
  const memberId = await memberOfLink(db, runtime, 'google', input.businessId, input.token, input.now);
  const google = runtime.google;
  if (!google) throw notFound(walletMessageKeys.notConfigured);
  const pass = await ensurePass(db, runtime, input.businessId, memberId, input.now);
  const { content } = await passContentOf(db, pass);
  // From now on the pass's Google object is kept up to date (once the member saves it, Google has one).
  await repository.markGoogleSaved(db, pass.serialNumber, input.now);
  const jwt = await signGoogleSaveJwt(google, {
    businessId: input.businessId,
    serialNumber: pass.serialNumber,
    content,
    origin: input.origin,
    now: input.now,
  });
  return { url: `${GOOGLE_SAVE_URL}${jwt}` };
}

/**
 * The pass a PassKit call names, when the call carries that pass's own token (`Authorization: ApplePass …`,
 * forwarded by the portal). Anything else, another business's serial included, is the same 401.
 */
async function authenticatedPass(
  db: Database,
  runtime: WalletRuntime,
  input: { businessId: string; passTypeId: string; serial: string; token: string | undefined },
): Promise<repository.WalletPassRow> {
  const refuse = () => unauthorized(walletMessageKeys.passUnauthorized);
  if (!runtime.apple || input.passTypeId !== runtime.apple.passTypeId || !input.token) throw refuse();
  const pass = await repository.findPassBySerial(db, input.businessId, input.serial);
  if (!pass || !passTokenMatches(input.token, pass.authTokenHash)) throw refuse();
  return pass;
}

export async function registerDevice(
  db: Database,
  runtime: WalletRuntime,
  input: {
    businessId: string;
    deviceId: string;
    passTypeId: string;
    serial: string;
    token: string | undefined;
    pushToken: string;
    now: Date;
  },
): Promise<{ created: boolean }> {
  const pass = await authenticatedPass(db, runtime, input);
  const created = await repository.insertDevice(db, {
    deviceLibraryId: input.deviceId,
    pass,
    pushToken: input.pushToken,
    now: input.now,
  });
  return { created };
}

export async function unregisterDevice(
  db: Database,
  runtime: WalletRuntime,
  input: {
    businessId: string;
    deviceId: string;
    passTypeId: string;
    serial: string;
    token: string | undefined;
  },
): Promise<void> {
  const pass = await authenticatedPass(db, runtime, input);
  await repository.deleteDevice(db, input.deviceId, pass.serialNumber);
}

/** Serials of the device's passes updated after the tag (milliseconds of the last version it saw). */
export async function updatedSerials(
  db: Database,
  runtime: WalletRuntime,
  input: { businessId: string; deviceId: string; passTypeId: string; since: string | undefined },
): Promise<PasskitUpdated> {
  if (!runtime.apple || input.passTypeId !== runtime.apple.passTypeId) throw notFound(messageKeys.notFound);
  if ((await repository.countDeviceRegistrations(db, input.businessId, input.deviceId)) === 0)
    throw notFound(messageKeys.notFound);
  const since = input.since === undefined ? undefined : new Date(Number(input.since));
  const rows = await repository.listDevicePasses(db, input.businessId, input.deviceId, since);
  const latest = Math.max(since?.getTime() ?? 0, ...rows.map((row) => row.updatedAt.getTime()));
  return { serialNumbers: rows.map((row) => row.serialNumber), lastUpdated: String(latest) };
}

/** The latest pass, or `notModified` when it has not changed since `ifModifiedSince` (HTTP dates: seconds). */
export async function latestPass(
  db: Database,
  runtime: WalletRuntime,
  input: {
    businessId: string;
    passTypeId: string;
    serial: string;
    token: string | undefined;
    origin: string;
    ifModifiedSince: Date | undefined;
  },
): Promise<
  { notModified: true; lastModified: Date } | { notModified: false; lastModified: Date; body: Buffer }
> {
  const pass = await authenticatedPass(db, runtime, input);
  const seconds = Math.floor(pass.updatedAt.getTime() / 1000);
  if (input.ifModifiedSince && seconds <= Math.floor(input.ifModifiedSince.getTime() / 1000))
    return { notModified: true, lastModified: pass.updatedAt };
  return {
    notModified: false,
    lastModified: pass.updatedAt,
    body: await applePassOf(db, runtime, pass, input.origin),
  };
}

export async function walletStatus(
  db: Database,
  runtime: WalletRuntime,
  businessId: string,
  push: WalletStatus['push'],
  googleUpdates: WalletStatus['google']['updates'],
): Promise<WalletStatus> {
  await getBusinessProfile(db, businessId);
  return {
    apple: { configured: !!runtime.apple, passTypeId: runtime.apple?.passTypeId ?? null },
    google: {
      configured: !!runtime.google,
      issuerId: runtime.google?.issuerId ?? null,
      updates: googleUpdates,
    },
    push,
    ...(await repository.walletCounts(db, businessId)),
  };
}
