import { altchaChallengeSchema, captchaConfigSchema } from '../auth';
import { tenantResolutionSchema } from '../configuration';
import { healthSchema, readinessSchema } from '../health';
import { outboxListSchema, outboxQuerySchema } from '../outbox';
import { defineRoute } from '../route';

export const healthRoutes = {
  live: defineRoute({
    method: 'GET',
    path: '/health',
    auth: 'public',
    summary: 'Liveness: the process answers.',
    response: healthSchema,
  }),
  ready: defineRoute({
    method: 'GET',
    path: '/ready',
    auth: 'public',
    summary: 'Readiness: the database answers too (503 otherwise, so a load balancer looks elsewhere).',
    response: readinessSchema,
  }),
  /** The conventional names load balancers and orchestrators probe; same answers as /health and /ready. */
  healthz: defineRoute({
    method: 'GET',
    path: '/healthz',
    auth: 'public',
    summary: 'Liveness for a load balancer (same as /health).',
    response: healthSchema,
  }),
  readyz: defineRoute({
    method: 'GET',
    path: '/readyz',
    auth: 'public',
    summary: 'Readiness for a load balancer (same as /ready): 503 while the database does not answer.',
    response: readinessSchema,
  }),
};

export const devOutboxRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/dev/outbox',
    auth: 'public',
    summary: 'Messages the API kept instead of sending them, newest first (only with LOYALTY_DEV_OUTBOX=1).',
    query: outboxQuerySchema,
    response: outboxListSchema,
  }),
};

export const tenantRoutes = {
  resolve: defineRoute({
    method: 'GET',
    path: '/v1/tenants/resolve',
    auth: 'service',
    summary:
      'Which business a browser request belongs to (forwarded host, then x-business-id, then the default).',
    response: tenantResolutionSchema,
    errors: { 404: ['business.not.found'] },
  }),
};

export const captchaRoutes = {
  config: defineRoute({
    method: 'GET',
    path: '/v1/captcha/config',
    auth: 'service',
    summary: 'Which captcha forms must show: reCAPTCHA site keys, or the self-hosted ALTCHA.',
    response: captchaConfigSchema,
  }),
  challenge: defineRoute({
    method: 'GET',
    path: '/v1/captcha/challenge',
    auth: 'service',
    summary: 'A fresh ALTCHA proof-of-work challenge.',
    response: altchaChallengeSchema,
    errors: { 404: ['general.not.found'] },
  }),
};
