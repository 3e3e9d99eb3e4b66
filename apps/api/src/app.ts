import type { Database, DatabaseKind } from '@loyalty/db';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { pino } from 'pino';
import type { AppConfig } from './env';
import type { DeliveryAdapter } from './modules/delivery/delivery-adapter';
import { devOutboxRoutes } from './modules/delivery/delivery.routes';
import { createOutboxAdapter } from './modules/delivery/outbox-adapter';
import { businessesRoutes } from './modules/businesses/businesses.routes';
import { configurationRoutes } from './modules/configuration/configuration.routes';
import { countryRegionRoutes } from './modules/country-region/country-region.routes';
import { healthRoutes } from './modules/health/health.routes';
import { localesRoutes } from './modules/locales/locales.routes';
import { locationsRoutes } from './modules/locations/locations.routes';
import { membersRoutes } from './modules/members/members.routes';
import { navigationRoutes } from './modules/navigation/navigation.routes';
import { tenantsRoutes } from './modules/tenants/tenants.routes';
import { authPlugin } from './plugins/auth';
import { errorHandlerPlugin } from './plugins/error-handler';
import { rateLimitPlugin } from './plugins/rate-limit';
import { requestIdFor, requestIdPlugin } from './plugins/request-id';
import { tenantPlugin } from './plugins/tenant';

export type { AppConfig } from './env';
export type { DeliveryAdapter, DeliveryReceipt, OutboundMessage } from './modules/delivery/delivery-adapter';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    databaseKind: DatabaseKind;
    config: AppConfig;
    /** Sends e-mail and SMS; the outbox adapter unless `buildApp` was given another. */
    delivery: DeliveryAdapter;
  }
}

export interface BuildAppOptions {
  db: Database;
  /** Reported by `/ready`. */
  databaseKind: DatabaseKind;
  config: AppConfig;
  /** The server's logger, so start-up and request logs share one stream; otherwise one at `config.logLevel`. */
  logger?: FastifyBaseLogger;
  delivery?: DeliveryAdapter;
}

/** JSON logs; credentials never reach them even if a header is logged one day. */
export function createLogger(level: AppConfig['logLevel']): FastifyBaseLogger {
  return pino({
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization'],
  });
}

/** Builds the loyalty API without listening, so tests drive it with `inject`. */
export function buildApp(options: BuildAppOptions): FastifyInstance {
  const { config } = options;
  const app = Fastify({
    loggerInstance: options.logger ?? createLogger(config.logLevel),
    genReqId: requestIdFor,
    requestIdHeader: false,
    trustProxy: config.trustProxy,
  });

  app.decorate('db', options.db);
  app.decorate('databaseKind', options.databaseKind);
  app.decorate('config', config);
  app.decorate('delivery', options.delivery ?? createOutboxAdapter(options.db));

  // Infrastructure first, then the application's cross-cutting plugins, then routes (fastify/demo's order).
  app.register(rateLimitPlugin, { redisUrl: config.redisUrl });
  app.register(requestIdPlugin);
  app.register(errorHandlerPlugin);
  app.register(authPlugin, { serviceToken: config.serviceToken, adminToken: config.adminToken });
  app.register(tenantPlugin, { defaultBusinessId: config.defaultBusinessId });

  app.register(healthRoutes);
  if (config.devOutbox) app.register(devOutboxRoutes);

  // Portal-facing routes: service token, then (except for the resolver itself) the request's business.
  app.register(async (service) => {
    service.addHook('onRequest', service.requireServiceToken);
    service.register(tenantsRoutes);
    service.register(async (tenant) => {
      tenant.addHook('onRequest', tenant.resolveBusiness);
      tenant.register(configurationRoutes);
      tenant.register(navigationRoutes);
      tenant.register(localesRoutes);
      tenant.register(countryRegionRoutes);
      tenant.register(locationsRoutes);
    });
  });

  app.register(async (admin) => {
    admin.addHook('onRequest', admin.requireAdminToken);
    admin.register(businessesRoutes);
    admin.register(membersRoutes);
  });

  return app;
}
