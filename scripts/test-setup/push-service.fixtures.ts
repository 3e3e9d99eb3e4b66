/**
 * A Web Push service for tests, on this machine: it hands out subscriptions (a P-256 key pair and an auth
 * secret per browser, as a browser makes them), receives what a sender posts to their endpoints, checks the
 * VAPID signature, and decrypts the aes128gcm payload (RFC 8291 / RFC 8188) with node:crypto alone — so a test
 * sees exactly what a browser's service worker would.
 */
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
} from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestPushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

interface ReceivedPush {
  /** Which subscription it was posted to. */
  endpoint: string;
  headers: IncomingMessage['headers'];
  /** The decrypted payload, as text. */
  payload: string;
  /** The VAPID key the sender signed with (base64url), verified against the signature. */
  vapidPublicKey: string;
  /** The VAPID token's claims (`aud`, `exp`, `sub`). */
  vapidClaims: { aud: string; exp: number; sub: string };
}

export interface TestPushService {
  url: string;
  /** A new browser subscription whose pushes this service accepts. */
  subscribe(): TestPushSubscription;
  /** From now on, this endpoint answers `status` (410: the browser unsubscribed). */
  answer(endpoint: string, status: number): void;
  received: ReceivedPush[];
  /** Resolves when `count` pushes have arrived in all (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedPush[]>;
  /** Called with each push as it arrives. */
  onPush?: (push: ReceivedPush) => void | Promise<void>;
  close(): Promise<void>;
}

const b64url = (buffer: Buffer) => buffer.toString('base64url');

function hkdf(salt: Buffer, ikm: Buffer, info: Buffer, length: number): Buffer {
  return Buffer.from(hkdfSync('sha256', ikm, salt, info, length));
}

/** The receiving half of RFC 8291: one record, as every Web Push sender writes it. */
function decryptAes128gcm(body: Buffer, ecdh: ReturnType<typeof createECDH>, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const receiverPublic = ecdh.getPublicKey();
  const sharedSecret = ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverPublic, senderPublic]);
  const ikm = hkdf(authSecret, sharedSecret, keyInfo, 32);
  const key = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 2 followed by zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('aes128gcm: no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** `Authorization: vapid t=<JWT>, k=<public key>`: the ES256 signature checked against `k`. */
function verifyVapid(header: string | undefined): Pick<ReceivedPush, 'vapidPublicKey' | 'vapidClaims'> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`not a VAPID authorization: ${header}`);
  const [head, claims, signature] = match[1].split('.');
  if (!head || !claims || !signature) throw new Error('malformed VAPID token');
  const raw = Buffer.from(match[2], 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('VAPID signature does not verify');
  return {
    vapidPublicKey: match[2],
    vapidClaims: JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as ReceivedPush['vapidClaims'],
  };
}

export async function startTestPushService(): Promise<TestPushService> {
  const browsers = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const answers = new Map<string, number>();
  const waiters: { count: number; resolve: () => void }[] = [];

  const service: TestPushService = {
    url: '',
    received: [],
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${service.url}/push/${randomUUID()}`;
      browsers.set(endpoint, { ecdh, auth });
      return { endpoint, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) } };
    },
    answer(endpoint, status) {
      answers.set(endpoint, status);
    },
    waitFor(count, timeoutMs = 10_000) {
      if (service.received.length >= count) return Promise.resolve(service.received);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`expected ${count} pushes, got ${service.received.length}`)),
          timeoutMs,
        );
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve(service.received);
          },
        });
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        const endpoint = `${service.url}${request.url ?? ''}`;
        const answer = answers.get(endpoint);
        if (answer !== undefined) return response.writeHead(answer).end();
        const browser = browsers.get(endpoint);
        if (request.method !== 'POST' || !browser) return response.writeHead(404).end();
        try {
          if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
          const push: ReceivedPush = {
            endpoint,
            headers: request.headers,
            payload: decryptAes128gcm(Buffer.concat(chunks), browser.ecdh, browser.auth),
            ...verifyVapid(request.headers.authorization),
          };
          service.received.push(push);
          await service.onPush?.(push);
          response.writeHead(201).end();
        } catch (error) {
          response.writeHead(400).end(String(error));
        }
        for (const waiter of waiters.splice(0)) {
          if (service.received.length >= waiter.count) waiter.resolve();
          else waiters.push(waiter);
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  service.url = `http://127.0.0.1:${port}`;
  return service;
}
