import { PUSH_INBOX_PATH, type PushPayload } from '@loyalty/contract';
import type { Database } from '@loyalty/db';
import type { FastifyBaseLogger } from 'fastify';
import webPush from 'web-push';
import { addSeconds, type Clock } from '../../lib/clock';
import { loggableError } from '../../plugins/error-handler';
import { translationFor } from '../messages/messages.service';
import type { FcmResult, FcmSend } from './fcm';
import {
  claimPendingDeliveries,
  deleteSubscriptionById,
  finishDelivery,
  type ClaimedDelivery,
} from './push.repository';
import type { VapidKeys } from './vapid-keys';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends pending pushes of message broadcasts; started and stopped with the app. */
    pushSender: PushSender;
  }
}

/** One HTTP request to a push service, encrypted (aes128gcm) and signed (VAPID) by web-push. */
interface PushRequest {
  endpoint: string;
  method: string;
  headers: Record<string, string>;
  body: Buffer | null;
}
export type PushTransport = (request: PushRequest) => Promise<{ statusCode: number }>;

/** The push service's answer in 10 s or the push is retried later. */
const SEND_TIMEOUT_MS = 10_000;

/** Posts with fetch, never following a redirect (the endpoint came from a browser). */
const fetchPushTransport: PushTransport = async (request) => {
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers: request.headers,
    body: request.body ? new Uint8Array(request.body) : null,
    redirect: 'error',
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  await response.body?.cancel();
  return { statusCode: response.status };
};

export interface PushSenderOptions {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  vapid: VapidKeys & { subject: string };
  transport?: PushTransport;
  /** Firebase Cloud Messaging, for devices that registered an FCM token (none: their pushes fail). */
  fcm?: FcmSend;
  batchSize?: number;
  /** A claimed delivery is someone else's to retry after this long. */
  leaseSeconds?: number;
  /** A push service that failed (5xx, 429, no answer) is tried again after this long… */
  retrySeconds?: number;
  /** …up to this many attempts in all. */
  maxAttempts?: number;
  pollMs?: number;
}

export interface PushSender {
  start(): void;
  stop(): Promise<void>;
  /** Pushes were queued: send now rather than at the next poll. */
  kick(): void;
  /** Sends one claimed batch; the number of deliveries it handled (0: none pending). */
  runOnce(): Promise<number>;
}

/** How long a push waits at the push service for an offline device. */
const PUSH_TTL_SECONDS = 3 * 24 * 3600;

function pushPayload(delivery: ClaimedDelivery): PushPayload {
  const text = translationFor(delivery.translations, delivery.language) ?? delivery;
  return {
    notification: {
      title: text.title,
      body: text.content,
      ...(delivery.image ? { image: delivery.image } : {}),
    },
    data: { link: PUSH_INBOX_PATH, messageKey: delivery.messageId, tag: delivery.tag },
    messageId: delivery.id,
  };
}

type Outcome = 'sent' | 'gone' | 'retry' | 'failed';

function outcomeOf(statusCode: number, fcmErrorCode?: string): Outcome {
  if (statusCode >= 200 && statusCode < 300) return 'sent';
  // FCM: the app instance unregistered, or the token is no longer valid.
  if (fcmErrorCode === 'UNREGISTERED') return 'gone';
  // FCM: a bearer token it refused is fetched anew, so the push is tried again.
  if (fcmErrorCode !== undefined && statusCode === 401) return 'retry';
  // The subscription expired or was unsubscribed: it will never work again.
  if (statusCode === 404 || statusCode === 410) return 'gone';
  if (statusCode === 429 || statusCode >= 500) return 'retry';
  return 'failed';
}

/**
 * The push sender: every API instance runs one. Deliveries are written with their messages by the broadcast
 * worker; this claims them in batches under a lease, so that a crash leaves them to another instance, and
 * removes subscriptions that the push service says are gone.
 */
export function createPushSender(options: PushSenderOptions): PushSender {
  const { db, clock, log, vapid } = options;
  const transport = options.transport ?? fetchPushTransport;
  const batchSize = options.batchSize ?? 50;
  const leaseSeconds = options.leaseSeconds ?? 60;
  const retrySeconds = options.retrySeconds ?? 30;
  const maxAttempts = options.maxAttempts ?? 3;
  const pollMs = options.pollMs ?? 5000;

  let started = false;
  let stopping = false;
  let kicked = false;
  let timer: NodeJS.Timeout | undefined;
  let loop: Promise<void> | undefined;

  /** One push through FCM: its outcome and, unless sent, why. */
  async function deliverFcm(token: string, delivery: ClaimedDelivery): Promise<[Outcome, string | null]> {
    if (!options.fcm) return ['failed', 'FCM is not configured'];
    let result: FcmResult;
    try {
      result = await options.fcm(token, pushPayload(delivery));
    } catch (cause) {
      return ['retry', (cause instanceof Error ? cause.message : 'FCM push failed').slice(0, 300)];
    }
    const outcome = outcomeOf(result.statusCode, result.errorCode ?? '');
    return [
      outcome,
      outcome === 'sent' ? null : `FCM answered ${result.statusCode} ${result.errorCode ?? ''}`.trim(),
    ];
  }

  async function deliver(delivery: ClaimedDelivery): Promise<void> {
    const fcm = delivery.transport === 'fcm';
    if (!delivery.subscriptionId || !delivery.endpoint || (!fcm && (!delivery.p256dh || !delivery.auth))) {
      await finishDelivery(db, delivery.id, { status: 'gone' });
      return;
    }
    let outcome: Outcome;
    let error: string | null = null;
    if (fcm) [outcome, error] = await deliverFcm(delivery.endpoint, delivery);
    else
      try {
        const details = webPush.generateRequestDetails(
          { endpoint: delivery.endpoint, keys: { p256dh: delivery.p256dh ?? '', auth: delivery.auth ?? '' } },
          JSON.stringify(pushPayload(delivery)),
          {
            vapidDetails: vapid,
            TTL: PUSH_TTL_SECONDS,
            contentEncoding: 'aes128gcm',
          },
        );
        const headers = Object.fromEntries(
          Object.entries(details.headers).map(([name, value]) => [name, String(value)]),
        );
        const { statusCode } = await transport({
          endpoint: details.endpoint,
          method: details.method,
          headers,
          body: (details.body as Buffer | null) ?? null,
        });
        outcome = outcomeOf(statusCode);
        if (outcome !== 'sent') error = `push service answered ${statusCode}`;
      } catch (cause) {
        outcome = 'retry';
        error = (cause instanceof Error ? cause.message : 'push failed').slice(0, 300);
      }
    if (outcome === 'retry' && delivery.attempts >= maxAttempts) outcome = 'failed';
    switch (outcome) {
      case 'sent':
        await finishDelivery(db, delivery.id, { status: 'sent', sentAt: clock() });
        return;
      case 'gone':
        await finishDelivery(db, delivery.id, { status: 'gone', error });
        await deleteSubscriptionById(db, delivery.subscriptionId);
        return;
      case 'retry':
        await finishDelivery(db, delivery.id, {
          status: 'pending',
          error,
          retryAt: addSeconds(clock(), retrySeconds),
        });
        return;
      case 'failed':
        log.warn({ deliveryId: delivery.id, error }, 'push delivery failed');
        await finishDelivery(db, delivery.id, { status: 'failed', error });
    }
  }

  async function runOnce(): Promise<number> {
    const now = clock();
    const claimed = await claimPendingDeliveries(db, now, addSeconds(now, leaseSeconds), batchSize);
    // A few at a time: each waits on a different push service.
    for (let i = 0; i < claimed.length; i += 10) {
      await Promise.all(claimed.slice(i, i + 10).map(deliver));
    }
    return claimed.length;
  }

  async function drain(): Promise<void> {
    kicked = false;
    try {
      while (!stopping && (await runOnce()) > 0) {
        // batch after batch until none is pending
      }
    } catch (error) {
      log.error({ err: loggableError(error) }, 'push delivery run failed');
    }
  }

  function runLoop(): void {
    clearTimeout(timer);
    loop = drain().finally(() => {
      loop = undefined;
      if (kicked && started && !stopping) runLoop();
      else schedule();
    });
  }

  function schedule(): void {
    if (!started || stopping) return;
    clearTimeout(timer);
    timer = setTimeout(runLoop, pollMs);
    timer.unref();
  }

  return {
    start() {
      if (started) return;
      started = true;
      stopping = false;
      schedule();
    },
    async stop() {
      stopping = true;
      clearTimeout(timer);
      await loop;
      started = false;
    },
    kick() {
      if (!started || stopping) return;
      if (loop) kicked = true;
      else runLoop();
    },
    runOnce,
  };
}
