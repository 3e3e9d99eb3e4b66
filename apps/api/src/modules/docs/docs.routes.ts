import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { loyaltyApiDocument } from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';

/**
 * The OpenAPI document of every route (generated from the route contract, the same as docs/openapi.json) at
 * `/openapi.json`, and a browsable page at `/docs`, for businesses integrating their till or shop.
 */
export async function apiDocsRoutes(app: FastifyInstance): Promise<void> {
  const document = loyaltyApiDocument();
  await app.register(swagger, { mode: 'static', specification: { document: document as never } });
  await app.register(swaggerUi, { routePrefix: '/docs', uiConfig: { deepLinking: true } });
  app.get('/openapi.json', { schema: { hide: true } }, async () => document);
}
