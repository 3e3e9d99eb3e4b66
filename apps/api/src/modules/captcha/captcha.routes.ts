import type { CaptchaConfig } from '@loyalty/contract';
import type { Challenge } from 'altcha-lib';
import type { FastifyInstance } from 'fastify';

export async function captchaRoutes(app: FastifyInstance): Promise<void> {
  // Which captcha the portal must show: reCAPTCHA site keys, or ALTCHA.
  app.get('/v1/captcha/config', async (): Promise<CaptchaConfig> => app.captcha.config());

  // A fresh ALTCHA challenge (the altcha 3.x widget's `challenge` URL goes through the portal to here).
  app.get('/v1/captcha/challenge', async (_request, reply): Promise<Challenge> => {
    reply.header('cache-control', 'no-store');
    return app.captcha.challenge();
  });
}
