import { loyaltyApi } from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../lib/implement';
import { getBroadcast, listMemberMessages, markMemberMessagesRead, sendMessage } from './messages.service';

export async function messagesRoutes(app: FastifyInstance): Promise<void> {
  implement(app, loyaltyApi.messages.list, async (request) =>
    listMemberMessages(app.db, request.member, request.query),
  );
  implement(app, loyaltyApi.messages.markRead, async (request) =>
    markMemberMessagesRead(app.db, request.member, request.body),
  );
}

/** Admin (CLI `message:send`, `message:status`). */
export async function messagesAdminRoutes(app: FastifyInstance): Promise<void> {
  implement(app, loyaltyApi.admin.messages.send, async (request, reply) => {
    const { statusCode, result } = await sendMessage(
      app.db,
      request.params.businessId,
      request.body,
      app.clock(),
    );
    if (statusCode === 202) app.broadcasts.kick();
    reply.code(statusCode);
    return result;
  });

  implement(app, loyaltyApi.admin.messages.broadcast, async (request) =>
    getBroadcast(app.db, request.params.businessId, request.params.broadcastId),
  );
}
