import type { healthSchema, readinessSchema } from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { pingDatabase } from './health.repository';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  // Liveness: the process answers.
  app.get('/health', async (): Promise<z.infer<typeof healthSchema>> => ({ status: 'ok' }));

  // Readiness: the database answers too; 503 tells a load balancer to send traffic elsewhere.
  app.get('/ready', async (request, reply): Promise<z.infer<typeof readinessSchema>> => {
    try {
      await pingDatabase(app.db);
      return { status: 'ready', database: app.databaseKind };
    } catch (error) {
      request.log.warn(
        { err: error instanceof Error ? error.message : String(error) },
        'database ping failed',
      );
      reply.code(503);
      return { status: 'unavailable', database: app.databaseKind };
    }
  });
}
