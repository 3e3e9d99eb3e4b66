import { messageKeys, type MemberList, type MemberListQuery, type MemberSummary } from '@loyalty/contract';
import type { DatabaseExecutor } from '@loyalty/db';
import { notFound } from '../../lib/http-error';
import { isUuid } from '../../lib/uuid';
import { businessExists } from '../businesses/businesses.service';
import { findMemberRow, listMemberRows, type MemberRow } from './members.repository';

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
  await assertBusiness(db, businessId);
  const row = await findMemberRow(db, businessId, parseMemberRef(memberRef));
  if (!row) throw notFound(messageKeys.memberNotFound);
  return toSummary(row);
}
