import { z } from 'zod';
import { localeCodeSchema } from './common';
import { messageTagSchema } from './messages';
import { pushDeliveryCountsSchema } from './push';

/** Admin side of the inbox (issue #6): sending messages to members and following a broadcast. */

export const MESSAGE_TITLE_MAX = 200;
export const MESSAGE_CONTENT_MAX = 5000;
export const MESSAGE_IMAGE_URL_MAX = 2048;
/** At most this many members named in one send. */
export const MESSAGE_MEMBER_LIST_MAX = 10_000;
/** Up to this many members are written at once; more (or `all`) become a broadcast written in batches. */
export const MESSAGE_DIRECT_SEND_MAX = 100;

/** Stored verbatim (the portal escapes it): only required to be non-blank and bounded. */
const messageText = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .max(max, 'validation.too.long')
    .refine((text) => text.trim().length > 0, 'validation.required');

export const messageImageUrlSchema = z
  .string()
  .max(MESSAGE_IMAGE_URL_MAX, 'validation.too.long')
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
    } catch {
      return false;
    }
  }, 'validation.message.image');

export const messageTranslationSchema = z.object({
  title: messageText(MESSAGE_TITLE_MAX),
  content: messageText(MESSAGE_CONTENT_MAX),
});

/** Title and content per language code (`he`, `en_US` …); members read the one of their language. */
export const messageTranslationsSchema = z
  .record(localeCodeSchema, messageTranslationSchema)
  .refine((record) => Object.keys(record).length <= 50, 'validation.too.long');

/** A member as an admin names one: id, e-mail or phone number. */
export const memberRefSchema = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(320, 'validation.too.long');

export const messageAudienceSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('all') }),
  z.object({
    type: z.literal('members'),
    members: z
      .array(memberRefSchema)
      .min(1, 'validation.required')
      .max(MESSAGE_MEMBER_LIST_MAX, 'validation.too.long'),
  }),
]);
export type MessageAudience = z.infer<typeof messageAudienceSchema>;

/** Admin: `POST /admin/v1/businesses/:businessId/messages` (CLI `message:send`). */
export const messageSendSchema = z
  .object({
    audience: messageAudienceSchema,
    title: messageText(MESSAGE_TITLE_MAX),
    content: messageText(MESSAGE_CONTENT_MAX),
    /** Stored as `params.image`. */
    imageUrl: messageImageUrlSchema.optional(),
    tag: messageTagSchema.optional(),
    translations: messageTranslationsSchema.optional(),
    /**
     * Also push it to the members' registered devices. A push send is always a broadcast (202), so that its
     * deliveries resume after a crash and show in the broadcast's status.
     */
    push: z.boolean().optional(),
  })
  .strict();
export type MessageSend = z.input<typeof messageSendSchema>;

/** 201: written at once; `keys` are the new messages' keys. */
export const messageSentSchema = z.object({ sent: z.number().int(), keys: z.array(z.string()) });
export type MessageSent = z.infer<typeof messageSentSchema>;
/** 202: a broadcast was queued; follow it with the status route. */
export const messageBroadcastAcceptedSchema = z.object({ broadcastId: z.string() });
export type MessageBroadcastAccepted = z.infer<typeof messageBroadcastAcceptedSchema>;
export const messageSendResultSchema = z.union([messageSentSchema, messageBroadcastAcceptedSchema]);
export type MessageSendResult = z.infer<typeof messageSendResultSchema>;

export const messageBroadcastStatusValues = ['pending', 'running', 'done', 'failed'] as const;

/** Admin: `GET /admin/v1/businesses/:businessId/message-broadcasts/:broadcastId` (CLI `message:status`). */
export const messageBroadcastSchema = z.object({
  id: z.string(),
  businessId: z.string(),
  audience: z.enum(['all', 'list']),
  status: z.enum(messageBroadcastStatusValues),
  title: z.string(),
  tag: z.string(),
  /** Messages written so far. */
  sentCount: z.number().int(),
  /** Members the broadcast goes to (those still existing). */
  audienceSize: z.number().int(),
  /** The last error of a batch (retried), or why it failed. */
  error: z.string().nullable(),
  /** Pushes to the members' devices; null when the message is not pushed. */
  push: pushDeliveryCountsSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
});
export type MessageBroadcast = z.infer<typeof messageBroadcastSchema>;
