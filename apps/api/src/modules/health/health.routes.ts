import { loyaltyApi } from '@loyalty/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { implement } from '../../lib/implement';
import { pingDatabase } from './health.repository';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const live = async () => ({ status: 'ok' as const });
  implement(app, loyaltyApi.health.live, live);
  implement(app, loyaltyApi.health.healthz, live);

  const ready = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      await pingDatabase(app.db);
      return { status: 'ready' as const, database: app.databaseKind };
    } catch (error) {
      request.log.warn(
        { err: error instanceof Error ? error.message : String(error) },
        'database ping failed',
      );
      reply.code(503);
      return { status: 'unavailable' as const, database: app.databaseKind };
    }
  };
  implement(app, loyaltyApi.health.ready, ready);
  implement(app, loyaltyApi.health.readyz, ready);
}
