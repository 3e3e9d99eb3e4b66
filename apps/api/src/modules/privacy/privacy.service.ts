import {
  CSV_EXCLUDED_EMAIL_DOMAINS,
  DATA_EXPORTS_PER_HOUR,
  DATA_EXPORT_LINK_DAYS,
  messageKeys,
  type DataExportCall,
  type DataExportFormat,
  type DataExportResult,
  type DeletionPreview,
  type DeletionResult,
} from '@loyalty/contract';
import type { Database } from '@loyalty/db';
import type { FastifyBaseLogger } from 'fastify';
import { addSeconds } from '../../lib/clock';
import { notFound, unavailable } from '../../lib/http-error';
import { randomToken, sha256Hex } from '../../lib/secrets';
import { loggableError } from '../../plugins/error-handler';
import type { BusinessProfile } from '../businesses/businesses.service';
import type { DeliveryAdapter } from '../delivery/delivery-adapter';
import { deleteMemberSubmissions } from '../forms/forms.repository';
import type { MemberRow } from '../members/members.service';
import { throttle, type ThrottleRule } from '../throttle/throttle.service';
import {
  ANONYMISED_KINDS,
  EXPORT_SECTIONS,
  countAnonymised,
  deleteDataExport,
  deleteExpiredDataExports,
  eraseMember,
  findLiveDataExport,
  insertDataExport,
  setExportDeliveryMessage,
} from './privacy.repository';

const DATA_EXPORT_RULE: ThrottleRule = {
  name: 'data-export-member',
  max: DATA_EXPORTS_PER_HOUR,
  windowSeconds: 3600,
};

export interface PrivacyDeps {
  db: Database;
  delivery: DeliveryAdapter;
  log: FastifyBaseLogger;
  clock: () => Date;
}

type Row = Record<string, unknown>;
type ExportContent = Record<string, Row[]>;

/** Dates as ISO text, so the JSON and the CSV say the same. */
function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, plain(inner)]));
  }
  return value;
}

async function assembleExport(db: Database, businessId: string, memberId: string): Promise<ExportContent> {
  const content: ExportContent = {};
  for (const [section, read] of Object.entries(EXPORT_SECTIONS)) {
    content[section] = (await read(db, businessId, memberId)).map((row) => plain(row) as Row);
  }
  return content;
}

const EMAIL_IN_TEXT = /[^\s@"',;<>]+@([^\s@"',;<>]+)/g;
const excludedDomains = new Set<string>(CSV_EXCLUDED_EMAIL_DOMAINS);

/** Whether a row mentions an address at one of the internal domains (such rows stay out of the CSV lists). */
function mentionsInternalDomain(row: Row): boolean {
  const text = JSON.stringify(row).toLowerCase();
  for (const match of text.matchAll(EMAIL_IN_TEXT)) {
    const domain = match[1]?.replace(/\.+$/, '') ?? '';
    if ([...excludedDomains].some((excluded) => domain === excluded || domain.endsWith(`.${excluded}`)))
      return true;
  }
  return false;
}

/**
 * One cell: objects as JSON; quoted when it holds a comma, quote or line break; a leading = + - @ (or tab, CR) is
 * prefixed with ' so a spreadsheet never runs the member's own text as a formula.
 */
function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One section per kind of data: a `# name` line, a header row, the rows, a blank line. */
function toCsv(content: ExportContent): string {
  const lines: string[] = [];
  for (const [section, rows] of Object.entries(content)) {
    const kept = rows.filter((row) => !mentionsInternalDomain(row));
    const columns = [...new Set(kept.flatMap((row) => Object.keys(row)))];
    lines.push(`# ${section}`);
    if (columns.length) lines.push(columns.map(csvCell).join(','));
    for (const row of kept) lines.push(columns.map((column) => csvCell(row[column])).join(','));
    lines.push('');
  }
  return lines.join('\r\n');
}

function composeMail(business: BusinessProfile, links: Record<DataExportFormat, string>, expiresAt: Date) {
  const until = expiresAt.toISOString().replace('T', ' ').slice(0, 16);
  const body = (json: string, csv: string) =>
    [
      `You asked ${business.name} for a copy of your data.`,
      '',
      `JSON: ${json}`,
      `CSV: ${csv}`,
      '',
      `The links work until ${until} UTC. If you did not ask for this, you can ignore this e-mail.`,
    ].join('\n');
  return {
    subject: `${business.name}: your data export`,
    body: body(links.json, links.csv),
    // Outside the dev outbox the delivery log must not keep a working link to personal data.
    redactedBody: body('[link]', '[link]'),
  };
}

/**
 * `POST /v1/member/data-export`: assembles everything held about the member (JSON and CSV), stores it behind a link
 * with a random token (only its hash is kept) that works for DATA_EXPORT_LINK_DAYS days, and e-mails the link to
 * the given address. At most DATA_EXPORTS_PER_HOUR per member per hour. A delivery failure removes the stored
 * export and answers 503.
 */
export async function requestDataExport(
  deps: PrivacyDeps,
  business: BusinessProfile,
  member: MemberRow,
  call: DataExportCall,
): Promise<DataExportResult> {
  const now = deps.clock();
  await throttle(deps.db, [{ rule: DATA_EXPORT_RULE, subject: `${business.id}:${member.id}` }], now);
  if (!deps.delivery.supports('email')) throw unavailable();
  await deleteExpiredDataExports(deps.db, business.id, now);

  const content = await assembleExport(deps.db, business.id, member.id);
  const token = randomToken();
  const expiresAt = addSeconds(now, DATA_EXPORT_LINK_DAYS * 86_400);
  const row = await insertDataExport(deps.db, {
    businessId: business.id,
    memberId: member.id,
    email: call.email.toLowerCase(),
    tokenHash: sha256Hex(token),
    json: JSON.stringify(content, null, 2),
    csv: toCsv(content),
    expiresAt,
    createdAt: now,
  });
  const base = call.downloadBaseUrl.replace(/\/+$/, '');
  const links = {
    json: `${base}/${token}?format=json`,
    csv: `${base}/${token}?format=csv`,
  };
  try {
    const receipt = await deps.delivery.send({
      businessId: business.id,
      channel: 'email',
      recipient: row.email,
      ...composeMail(business, links, expiresAt),
    });
    await setExportDeliveryMessage(deps.db, row.id, receipt.messageId);
  } catch (error) {
    deps.log.error({ err: loggableError(error), exportId: row.id }, 'data export delivery failed');
    await deleteDataExport(deps.db, row.id);
    throw unavailable();
  }
  return { sent: true, expiresAt: expiresAt.toISOString() };
}

export interface ExportFile {
  contentType: string;
  fileName: string;
  body: string;
}

/** `GET /v1/privacy/exports/:token`: the file while the link works; 404 otherwise (also for another business). */
export async function downloadDataExport(
  db: Database,
  businessId: string,
  token: string,
  format: DataExportFormat,
  now: Date,
): Promise<ExportFile> {
  const row = await findLiveDataExport(db, businessId, sha256Hex(token), now);
  if (!row) throw notFound(messageKeys.notFound);
  const day = row.createdAt.toISOString().slice(0, 10);
  return format === 'csv'
    ? { contentType: 'text/csv; charset=utf-8', fileName: `member-data-${day}.csv`, body: row.csv }
    : {
        contentType: 'application/json; charset=utf-8',
        fileName: `member-data-${day}.json`,
        body: row.json,
      };
}

/** Kinds of data a deletion erases (the member row and everything that cascades from it). */
const ERASED_KINDS = [
  'profile',
  'identifiers',
  'consents',
  'balances',
  'messages',
  'gifts',
  'feedback',
  'formSubmissions',
  'referralCodes',
  'dataExports',
  'signInCodes',
  'subscriptions',
  'paymentCustomers',
  'deliveryLog',
];

/** `GET /v1/member/deletion`: what confirming would do. */
export async function previewDeletion(
  db: Database,
  businessId: string,
  member: MemberRow,
): Promise<DeletionPreview> {
  return {
    erases: ERASED_KINDS,
    anonymises: ANONYMISED_KINDS,
    counts: await countAnonymised(db, businessId, member.id),
  };
}

/**
 * `POST /v1/member/deletion`: in one transaction, erases the member's personal data and unlinks the records the
 * business must keep (their ledger entries, purchases, shop orders, referrals keep their amounts with no member),
 * so the business's totals stay right. The member row is gone, so every session of it fails the member-session
 * check from now on (401), and the same identifier registers anew as a different member.
 */
export async function deleteMember(
  deps: PrivacyDeps,
  businessId: string,
  member: MemberRow,
): Promise<DeletionResult> {
  await deps.db.transaction(async (tx) => {
    const identifiers = [member.email, member.phone].filter((value): value is string => Boolean(value));
    // Their form answers, and guest answers that quote their e-mail address or phone number.
    await deleteMemberSubmissions(tx, businessId, member);
    const erased = await eraseMember(tx, { businessId, memberId: member.id, identifiers });
    if (!erased) throw notFound(messageKeys.memberNotFound);
  });
  deps.log.info({ memberId: member.id }, 'member erased at their request');
  return { ok: true };
}
