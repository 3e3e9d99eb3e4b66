import { z } from 'zod';
import { MESSAGE_PAGE_SIZE_DEFAULT, MESSAGE_TAG_DEFAULT } from './constants';

/** Member-facing contract of the inbox (issue #6). */

export const messageTagSchema = z
  .string()
  .trim()
  .min(1, 'validation.message.tag')
  .max(40, 'validation.message.tag')
  .regex(/^[a-z0-9][a-z0-9_-]*$/i, 'validation.message.tag');

/** A notification message; `key` is the message id. */
export const memberMessageSchema = z.object({
  key: z.string(),
  title: z.string(),
  content: z.string(),
  read: z.boolean(),
  /** ISO 8601. */
  receiveDate: z.string(),
  /** `image` (URL) and other sender data. */
  params: z.record(z.string(), z.string()),
  tag: z.string(),
});
export type MemberMessage = z.infer<typeof memberMessageSchema>;

/** `GET /v1/member/messages?limit&offset&tag` (portal: `/api/protected/member/memberMessage`): newest first. */
export const memberMessagesQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1, 'validation.message.limit')
    .max(100, 'validation.message.limit')
    .default(MESSAGE_PAGE_SIZE_DEFAULT),
  offset: z.coerce.number().int().min(0, 'validation.message.offset').default(0),
  tag: messageTagSchema.default(MESSAGE_TAG_DEFAULT),
});
export type MemberMessagesQuery = z.infer<typeof memberMessagesQuerySchema>;

/** The response is an array of messages. */
export const memberMessagesSchema = z.array(memberMessageSchema);

/**
 * `PUT /v1/member/messages/read` (portal: `/api/protected/member/markMessageAsRead`). Only the caller's own
 * messages change; other keys are ignored and never revealed.
 */
export const markMessagesReadSchema = z.object({
  keyList: z.array(z.string().max(100)).min(1, 'validation.message.keys').max(500, 'validation.message.keys'),
});
export type MarkMessagesRead = z.infer<typeof markMessagesReadSchema>;

export const markMessagesReadResultSchema = z.object({ updated: z.number().int() });
export type MarkMessagesReadResult = z.infer<typeof markMessagesReadResultSchema>;
