import { loyaltyApi } from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../lib/implement';
import { registerPushSubscription, unregisterPushSubscription } from './push.service';

export interface PushRoutesOptions {
  vapidPublicKey: string;
  allowInsecureEndpoints: boolean;
  /** FCM is configured: devices may register FCM registration tokens. */
  fcm: boolean;
}

export async function pushRoutes(app: FastifyInstance, options: PushRoutesOptions): Promise<void> {
  implement(app, loyaltyApi.push.config, async () => ({ vapidPublicKey: options.vapidPublicKey }));
  implement(app, loyaltyApi.push.register, async (request) =>
    registerPushSubscription(
      app.db,
      request.member,
      request.body,
      { allowInsecureEndpoints: options.allowInsecureEndpoints, fcm: options.fcm },
      app.clock(),
    ),
  );
  implement(app, loyaltyApi.push.unregister, async (request) =>
    unregisterPushSubscription(app.db, request.member, request.body),
  );
}
