import {
  MESSAGE_DIRECT_SEND_MAX,
  MESSAGE_TAG_DEFAULT,
  errorCodes,
  messageKeys,
  type FieldIssue,
  type MarkMessagesRead,
  type MarkMessagesReadResult,
  type MemberMessage,
  type MemberMessagesQuery,
  type MessageBroadcast,
  type MessageSendResult,
  type PushDeliveryCounts,
  type messageSendSchema,
} from '@loyalty/contract';
import type { Database, DatabaseExecutor, MessageParams, MessageTranslations } from '@loyalty/db';
import type { z } from 'zod';
import { HttpError, notFound } from '../../lib/http-error';
import { isUuid } from '../../lib/uuid';
import { businessExists } from '../businesses/businesses.service';
import { parseMemberRef, type MemberRow } from '../members/members.service';
import { pushDeliveryCounts } from '../push/push.service';
import {
  countBroadcastAudience,
  findBroadcastRow,
  findMembersByRefs,
  insertBroadcastRow,
  insertMessageRows,
  listMessageRows,
  markMessageRowsRead,
  type BroadcastRow,
  type MessageRow,
} from './messages.repository';

export type MessageSendInput = z.output<typeof messageSendSchema>;

/** The member's language, else its base language (`en_US` → `en`), else the untranslated text. */
export function translationFor(
  translations: MessageTranslations | null,
  language: string,
): { title: string; content: string } | undefined {
  if (!translations) return undefined;
  const base = language.split(/[_-]/)[0] ?? language;
  return translations[language] ?? translations[base];
}

function toMemberMessage(row: MessageRow, language: string): MemberMessage {
  const text = translationFor(row.translations, language) ?? row;
  return {
    key: row.id,
    title: text.title,
    content: text.content,
    read: row.read,
    receiveDate: row.receiveDate.toISOString(),
    params: row.params,
    tag: row.tag,
  };
}

/** `GET /v1/member/messages`: the member's messages of one tag, newest first, in the member's language. */
export async function listMemberMessages(
  db: DatabaseExecutor,
  member: MemberRow,
  query: MemberMessagesQuery,
): Promise<MemberMessage[]> {
  const rows = await listMessageRows(db, { businessId: member.businessId, memberId: member.id }, query);
  return rows.map((row) => toMemberMessage(row, member.language));
}

/**
 * `PUT /v1/member/messages/read`: keys that are not uuids cannot be message ids and are dropped before the
 * query; the rest only match the member's own messages, so others' keys change nothing and reveal nothing.
 */
export async function markMemberMessagesRead(
  db: DatabaseExecutor,
  member: MemberRow,
  body: MarkMessagesRead,
): Promise<MarkMessagesReadResult> {
  const ids = [...new Set(body.keyList.map((key) => key.trim().toLowerCase()).filter(isUuid))];
  const updated = await markMessageRowsRead(db, { businessId: member.businessId, memberId: member.id }, ids);
  return { updated };
}

async function assertBusiness(db: DatabaseExecutor, businessId: string): Promise<void> {
  if (!(await businessExists(db, businessId))) throw notFound(messageKeys.businessNotFound);
}

/**
 * The member ids for the admin's references (id, e-mail or phone), in order and without repeats; a 404
 * `member.not.found` lists every reference that names no member of this business (`members.<index>`).
 */
async function resolveMemberRefs(
  db: DatabaseExecutor,
  businessId: string,
  refs: string[],
): Promise<string[]> {
  const parsed = refs.map(parseMemberRef);
  const found = await findMembersByRefs(db, businessId, {
    ids: parsed.flatMap((ref) => ('id' in ref ? [ref.id] : [])),
    emails: parsed.flatMap((ref) => ('email' in ref ? [ref.email] : [])),
    phones: parsed.flatMap((ref) => ('phone' in ref ? [ref.phone] : [])),
  });
  const byId = new Map(found.map((m) => [m.id, m.id]));
  const byEmail = new Map(found.flatMap((m) => (m.email ? [[m.email, m.id] as const] : [])));
  const byPhone = new Map(found.flatMap((m) => (m.phone ? [[m.phone, m.id] as const] : [])));
  const missing: FieldIssue[] = [];
  const ids = new Set<string>();
  parsed.forEach((ref, index) => {
    const id =
      'id' in ref ? byId.get(ref.id) : 'email' in ref ? byEmail.get(ref.email) : byPhone.get(ref.phone);
    if (id) ids.add(id);
    else missing.push({ path: `audience.members.${index}`, message: messageKeys.memberNotFound });
  });
  if (missing.length > 0) {
    throw new HttpError(404, errorCodes.notFound, messageKeys.memberNotFound, missing);
  }
  return [...ids];
}

export interface SendOutcome {
  /** 201 when written at once, 202 when queued as a broadcast. */
  statusCode: 201 | 202;
  result: MessageSendResult;
}

/**
 * Admin send. A few members are written in one transaction at once; `all` or a long list becomes a broadcast
 * row that the worker writes in batches (the caller kicks it), so a request never holds one giant transaction.
 */
export async function sendMessage(
  db: Database,
  businessId: string,
  input: MessageSendInput,
  now: Date,
): Promise<SendOutcome> {
  await assertBusiness(db, businessId);
  const params: MessageParams = input.imageUrl ? { image: input.imageUrl } : {};
  const content = {
    title: input.title,
    content: input.content,
    translations: input.translations ?? null,
    params,
    tag: input.tag ?? MESSAGE_TAG_DEFAULT,
  };
  const memberIds =
    input.audience.type === 'members'
      ? await resolveMemberRefs(db, businessId, input.audience.members)
      : null;

  // A pushed message always goes through a broadcast, whose status then counts its pushes.
  if (memberIds && memberIds.length <= MESSAGE_DIRECT_SEND_MAX && !input.push) {
    const keys = await db.transaction((tx) =>
      insertMessageRows(
        tx,
        memberIds.map((memberId) => ({ ...content, businessId, memberId, receiveDate: now })),
      ),
    );
    return { statusCode: 201, result: { sent: keys.length, keys } };
  }

  const broadcast = await insertBroadcastRow(db, {
    ...content,
    businessId,
    audience: memberIds ? 'list' : 'all',
    memberIds,
    push: input.push ?? false,
    audienceAsOf: now,
    createdAt: now,
    updatedAt: now,
  });
  return { statusCode: 202, result: { broadcastId: broadcast.id } };
}

function toBroadcast(
  row: BroadcastRow,
  audienceSize: number,
  push: PushDeliveryCounts | null,
): MessageBroadcast {
  return {
    id: row.id,
    businessId: row.businessId,
    audience: row.audience,
    status: row.status,
    title: row.title,
    tag: row.tag,
    sentCount: row.sentCount,
    audienceSize,
    error: row.error,
    push,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/** Admin: a broadcast's progress; another business's (or an unknown) broadcast is 404. */
export async function getBroadcast(
  db: DatabaseExecutor,
  businessId: string,
  broadcastId: string,
): Promise<MessageBroadcast> {
  await assertBusiness(db, businessId);
  const row = isUuid(broadcastId)
    ? await findBroadcastRow(db, businessId, broadcastId.toLowerCase())
    : undefined;
  if (!row) throw notFound(messageKeys.notFound);
  const push = row.push ? await pushDeliveryCounts(db, row.id) : null;
  return toBroadcast(row, await countBroadcastAudience(db, row), push);
}
