import {
  businessIdSchema,
  markMessagesReadSchema,
  memberMessagesQuerySchema,
  messageSendSchema,
  type MarkMessagesReadResult,
  type MemberMessage,
  type MessageBroadcast,
  type MessageSendResult,
} from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parse } from '../../lib/parse';
import { getBroadcast, listMemberMessages, markMemberMessagesRead, sendMessage } from './messages.service';

/** Member routes: behind `requireMemberSession`, so `request.member` is the signed-in member. */
export async function messagesRoutes(app: FastifyInstance): Promise<void> {
  // Portal: /api/protected/member/memberMessage?limit&offset&tag.
  app.get('/v1/member/messages', async (request): Promise<MemberMessage[]> =>
    listMemberMessages(app.db, request.member, parse(memberMessagesQuerySchema, request.query)),
  );

  // Portal: /api/protected/member/markMessageAsRead ({ keyList }).
  app.put('/v1/member/messages/read', async (request): Promise<MarkMessagesReadResult> =>
    markMemberMessagesRead(app.db, request.member, parse(markMessagesReadSchema, request.body)),
  );
}

const businessParamsSchema = z.object({ businessId: businessIdSchema });
const broadcastParamsSchema = businessParamsSchema.extend({ broadcastId: z.string().min(1).max(100) });

/** Admin routes (CLI `message:send`, `message:status`). */
export async function messagesAdminRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/admin/v1/businesses/:businessId/messages',
    async (request, reply): Promise<MessageSendResult> => {
      const { businessId } = parse(businessParamsSchema, request.params);
      const input = parse(messageSendSchema, request.body);
      const { statusCode, result } = await sendMessage(app.db, businessId, input, app.clock());
      if (statusCode === 202) app.broadcasts.kick();
      reply.code(statusCode);
      return result;
    },
  );

  app.get(
    '/admin/v1/businesses/:businessId/message-broadcasts/:broadcastId',
    async (request): Promise<MessageBroadcast> => {
      const { businessId, broadcastId } = parse(broadcastParamsSchema, request.params);
      return getBroadcast(app.db, businessId, broadcastId);
    },
  );
}
