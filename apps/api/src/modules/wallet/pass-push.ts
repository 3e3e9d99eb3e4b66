import { connect, constants, type ClientHttp2Session } from 'node:http2';
import type { Database } from '@loyalty/db';
import type { FastifyBaseLogger } from 'fastify';
import { googleLoyaltyObject } from './google-pass';
import type { GooglePassUpdater } from './google-wallet-api';
import { passContentOf } from './wallet.service';
import {
  clearPendingPush,
  deleteDevicesByPushToken,
  insertOutboxPush,
  listPendingPushes,
} from './wallet.repository';
import type { WalletRuntime } from './wallet-runtime';

/**
 * Tells registered phones that a pass changed: an empty push to each device's token, after which the phone asks
 * the web service which serials changed and fetches them. Through Apple's push service (APNs, HTTP/2, with the
 * pass signer certificate as the client certificate) when configured; in demo mode into the dev outbox instead.
 */

export interface PassPusher {
  readonly name: 'apns' | 'outbox';
  /** `gone`: the device is no longer registered for pushes (its registrations are dropped). */
  push(pushToken: string, pass: { businessId: string; serialNumber: string }): Promise<'sent' | 'gone'>;
  close?(): void;
}

export function outboxPusher(db: Database): PassPusher {
  return {
    name: 'outbox',
    async push(pushToken, pass) {
      await insertOutboxPush(db, { businessId: pass.businessId, pushToken, serialNumber: pass.serialNumber });
      return 'sent';
    },
  };
}

/** APNs over one HTTP/2 connection, opened on first use and again after it closes. */
export function apnsPusher(options: {
  url: string;
  topic: string;
  cert: string;
  key: string;
  passphrase?: string;
  /** Extra CAs to trust (tests run a local APNs stand-in). */
  ca?: string;
}): PassPusher {
  let session: ClientHttp2Session | undefined;
  const open = () => {
    if (session && !session.closed && !session.destroyed) return session;
    session = connect(options.url, {
      cert: options.cert,
      key: options.key,
      passphrase: options.passphrase,
      ...(options.ca ? { ca: options.ca } : {}),
    });
    session.on('error', () => session?.destroy());
    session.unref();
    return session;
  };
  return {
    name: 'apns',
    push(pushToken) {
      return new Promise((resolve, reject) => {
        const request = open().request({
          [constants.HTTP2_HEADER_METHOD]: 'POST',
          [constants.HTTP2_HEADER_PATH]: `/3/device/${encodeURIComponent(pushToken)}`,
          'apns-topic': options.topic,
          'content-type': 'application/json',
        });
        let status = 0;
        let body = '';
        request.setEncoding('utf8');
        request.on('response', (headers) => {
          status = Number(headers[constants.HTTP2_HEADER_STATUS]);
        });
        request.on('data', (data: string) => (body += data));
        request.on('end', () => {
          if (status === 200) return resolve('sent');
          let reason = '';
          try {
            reason = (JSON.parse(body) as { reason?: string }).reason ?? '';
          } catch {
            // no JSON body
          }
          if (status === 410 || reason === 'BadDeviceToken' || reason === 'Unregistered')
            return resolve('gone');
          reject(new Error(`APNs answered ${status} ${reason}`));
        });
        request.on('error', reject);
        request.end('{}');
      });
    },
    close() {
      session?.close();
    },
  };
}

/** The pusher the configuration asks for: APNs, else the dev outbox when it is on, else none. */
export function createPassPusher(
  runtime: WalletRuntime,
  db: Database,
  devOutbox: boolean,
): PassPusher | undefined {
  if (runtime.apple && runtime.apnsUrl)
    return apnsPusher({
      url: runtime.apnsUrl,
      topic: runtime.apple.passTypeId,
      cert: runtime.apple.certificates.signerCert,
      key: runtime.apple.certificates.signerKey,
      passphrase: runtime.apple.certificates.signerKeyPassphrase,
    });
  if (runtime.apple && devOutbox) return outboxPusher(db);
  return undefined;
}

/** Where changed passes are announced: Apple's devices (APNs or the outbox) and Google's objects. */
export interface PassUpdateTargets {
  apple?: PassPusher;
  google?: GooglePassUpdater;
  /** Builds the Google objects (the issuer and key); needed with `google`. */
  runtime?: WalletRuntime;
}

/**
 * One round: every pass changed since it was last announced is pushed to each of its Apple devices and, when a
 * Google save link was signed for it, its Google object is updated; then the pass is unflagged.
 */
export async function pushPendingPasses(
  db: Database,
  targets: PassUpdateTargets,
  log: FastifyBaseLogger,
  limit = 100,
): Promise<number> {
  let pushed = 0;
  const { apple, google, runtime } = targets;
  for (const pass of await listPendingPushes(db, limit)) {
    for (const token of apple ? pass.pushTokens : []) {
      try {
        if ((await apple?.push(token, pass)) === 'gone') await deleteDevicesByPushToken(db, token);
        else pushed++;
      } catch (error) {
        // A failed push is not retried: the phone still fetches the new version when it next opens the pass.
        log.warn({ err: error, serialNumber: pass.serialNumber }, 'wallet pass push failed');
      }
    }
    if (google && runtime?.google && pass.googleSavedAt) {
      try {
        const { content } = await passContentOf(db, pass);
        const object = googleLoyaltyObject(runtime.google, { ...pass, content });
        if ((await google.update({ ...pass, object: { ...object, id: String(object.id) } })) !== 'failed')
          pushed++;
      } catch (error) {
        // The updater logs Google's refusals itself; this is what went wrong before or around the call.
        log.warn({ err: error, serialNumber: pass.serialNumber }, 'Google Wallet pass update failed');
      }
    }
    await clearPendingPush(db, pass.serialNumber, pass.pushPendingAt);
  }
  return pushed;
}
