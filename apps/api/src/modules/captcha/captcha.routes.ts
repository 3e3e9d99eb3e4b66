import { altchaChallengeSchema, loyaltyApi } from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../lib/implement';

export async function captchaRoutes(app: FastifyInstance): Promise<void> {
  implement(app, loyaltyApi.captcha.config, async () => app.captcha.config());

  // The altcha widget's `challenge` URL goes through the portal to here; every challenge is single-use.
  // altcha-lib types the signature as optional; ours are always signed, which the parse makes sure of.
  implement(app, loyaltyApi.captcha.challenge, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return altchaChallengeSchema.parse(await app.captcha.challenge());
  });
}
