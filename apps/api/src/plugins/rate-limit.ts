import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { rateLimited } from '../lib/http-error';

export interface RateLimitOptions {
  /** Counters shared by every API instance; without it each process counts on its own. */
  redisUrl?: string;
}

/**
 * Rate-limit plumbing: nothing is limited globally; a route opts in with `config: { rateLimit: { max, timeWindow,
 * keyGenerator } }`. Exceeding answers 429 `general.rate.limited` with Retry-After. The options are read when a
 * route is declared, so routes must live in plugins registered after this one (as every module's do).
 */
export const rateLimitPlugin = fp<RateLimitOptions>(
  async (app: FastifyInstance, options: RateLimitOptions) => {
    const redis = options.redisUrl
      ? new Redis(options.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 })
      : undefined;
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
    await app.register(rateLimit, {
      global: false,
      redis,
      nameSpace: 'loyalty-rate-limit:',
      errorResponseBuilder: () => rateLimited(),
    });
  },
  { name: 'rate-limit' },
);
