import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import {
  BUSINESS_ID_HEADER,
  CLIENT_IP_HEADER,
  MEMBER_ID_HEADER,
  SESSION_AUTH_TIME_HEADER,
  SESSION_ID_HEADER,
  loyaltyApi,
  outboxListSchema,
  requestCodeResultSchema,
  signInResultSchema,
  verifyCodeResultSchema,
  type CaptchaSolution,
  type RouteDefinition,
  type SignInResult,
  type VerifyCodeResult,
} from '@loyalty/contract';
import {
  DEMO_BUSINESS_ID,
  memberSessions,
  type Database,
  type DatabaseExecutor,
  type DatabaseKind,
} from '@loyalty/db';
import { createTestDatabase } from '@loyalty/db/testing';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { AppConfig, WalletConfig } from './env';
import { ensureDevWalletCredentials, type DevWalletCredentials } from './modules/wallet/dev-credentials';
import type { Clock } from './lib/clock';
import type { CaptchaService } from './modules/captcha/captcha.service';
import type { DeliveryAdapter } from './modules/delivery/delivery-adapter';
import { generateVapidKeys } from './modules/push/vapid-keys';
import type { StripeClient } from './modules/subscriptions/payment-provider';

export interface TestApi {
  /** Base URL, e.g. `http://127.0.0.1:41234` (no trailing slash). */
  url: string;
  serviceToken: string;
  adminToken: string;
  db: Database;
  databaseKind: DatabaseKind;
  /** For `app.inject` in API tests. */
  app: FastifyInstance;
  /** Stops listening and closes (on PostgreSQL: drops) the database. */
  close(): Promise<void>;
}

export interface StartTestApiOptions {
  /** Default: `postgres` when TEST_DATABASE_URL is set, else in-memory PGlite. */
  databaseKind?: DatabaseKind;
  /** Default true. */
  seedDemo?: boolean;
  /** Overrides of the test configuration (dev outbox on, logs silent, DEFAULT_BUSINESS_ID bean-leaf). */
  config?: Partial<AppConfig>;
  /** A clock the test moves (`createTestClock`); default the system clock. */
  clock?: Clock;
  /** Default: chosen from the configuration (the dev outbox). */
  delivery?: DeliveryAdapter;
  /** Default: the configured captcha (ALTCHA in tests). */
  captcha?: CaptchaService;
  /** A local stand-in of Stripe's client (with `config.stripe` set). */
  stripeClient?: StripeClient;
}

/**
 * A real loyalty API on a fresh, migrated, demo-seeded database, listening on 127.0.0.1 on a free port:
 * for the API's own tests and the portal's BFF tests (`import { startTestApi } from '@loyalty/api/testing'`).
 */
export async function startTestApi(options: StartTestApiOptions = {}): Promise<TestApi> {
  const database = await createTestDatabase({
    kind: options.databaseKind,
    seedDemo: options.seedDemo ?? true,
  });
  const config: AppConfig = {
    serviceToken: `service-${randomBytes(16).toString('hex')}`,
    adminToken: `admin-${randomBytes(16).toString('hex')}`,
    defaultBusinessId: DEMO_BUSINESS_ID,
    devOutbox: true,
    logLevel: 'silent',
    trustProxy: false,
    ...options.config,
  };
  const app = buildApp({
    db: database.db,
    databaseKind: database.kind,
    databaseUrl: database.databaseUrl,
    config,
    clock: options.clock,
    delivery: options.delivery,
    captcha: options.captcha,
    stripeClient: options.stripeClient,
    checkResponses: true,
  });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
  } catch (error) {
    await app.close();
    await database.close();
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    serviceToken: config.serviceToken,
    adminToken: config.adminToken,
    db: database.db,
    databaseKind: database.kind,
    app,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * Push configuration for tests that receive pushes on a push service of their own (`startTestPushService`):
 * a fresh VAPID key pair, and plain-http endpoints on this machine accepted.
 */
export function testPushConfig(): NonNullable<AppConfig['push']> {
  const keys = generateVapidKeys();
  return {
    vapidPublicKey: keys.publicKey,
    vapidPrivateKey: keys.privateKey,
    vapidSubject: 'mailto:push@loyalty.example',
    allowLocalEndpoints: true,
  };
}

/** A clock that stands still until the test moves it: expiry is tested without sleeping. */
export interface TestClock extends Clock {
  advance(seconds: number): void;
}

/** Starts at the real current time (ALTCHA challenges are also checked against it) and only moves forward. */
export function createTestClock(start: Date = new Date()): TestClock {
  let now = start.getTime();
  const clock = (() => new Date(now)) as TestClock;
  clock.advance = (seconds) => {
    if (seconds < 0) throw new Error('a test clock only moves forward');
    now += seconds * 1000;
  };
  return clock;
}

/** Where a running loyalty API is and how to call it as the portal does. */
export interface ApiTarget {
  url: string;
  serviceToken: string;
}

/** Solves an ALTCHA challenge as the widget does; returns the payload (base64 JSON) for `captcha.altcha`. */
export async function solveAltchaChallenge(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 });
  if (!solution) throw new Error('ALTCHA challenge not solved within 30 s');
  const payload = {
    challenge: { parameters: challenge.parameters, signature: challenge.signature },
    solution,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

/**
 * A real captcha answer: fetches a challenge from `GET /v1/captcha/challenge` and solves it (~50 ms). Only for an
 * API without reCAPTCHA keys (the test default). Each answer is good for one request.
 */
export async function solveCaptcha(api: ApiTarget): Promise<CaptchaSolution> {
  const response = await fetch(`${api.url}${loyaltyApi.captcha.challenge.path}`, {
    headers: { authorization: `Bearer ${api.serviceToken}` },
  });
  if (!response.ok) throw new Error(`captcha challenge answered ${response.status}`);
  return { altcha: await solveAltchaChallenge((await response.json()) as Challenge) };
}

/** The newest one-time code the dev outbox holds for a recipient (e-mail lower-cased, phone in E.164). */
export async function readLatestCode(api: Pick<ApiTarget, 'url'>, recipient: string): Promise<string> {
  const response = await fetch(`${api.url}/dev/outbox?recipient=${encodeURIComponent(recipient)}&limit=1`);
  const [message] = outboxListSchema.parse(await response.json());
  const code = message ? /\b(\d{6})\b/.exec(message.body)?.[1] : undefined;
  if (!code) throw new Error(`no code in the dev outbox for ${recipient}`);
  return code;
}

export interface SignInOptions {
  businessId?: string;
  /** Sent as x-client-ip; give each test its own to keep per-IP throttles apart. */
  clientIp?: string;
  /** The signing-in browser's User-Agent (labels the session's device). */
  userAgent?: string;
}

async function postJson(
  api: ApiTarget,
  route: RouteDefinition,
  body: unknown,
  options: SignInOptions,
): Promise<Response> {
  return fetch(`${api.url}${route.path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${api.serviceToken}`,
      'content-type': 'application/json',
      ...(options.businessId ? { [BUSINESS_ID_HEADER]: options.businessId } : {}),
      ...(options.clientIp ? { [CLIENT_IP_HEADER]: options.clientIp } : {}),
    },
    body: JSON.stringify(body),
  });
}

/**
 * Requests a code (with a solved captcha), reads it from the dev outbox and verifies it: what the sign-in page
 * does. Returns the verification result (a ticket of one of three kinds).
 */
export async function verifyIdentifier(
  api: ApiTarget,
  identifier: string,
  options: SignInOptions = {},
): Promise<VerifyCodeResult> {
  const requested = await postJson(
    api,
    loyaltyApi.auth.requestCode,
    { identifier, captcha: await solveCaptcha(api) },
    options,
  );
  if (requested.status !== 202) throw new Error(`code request answered ${requested.status}`);
  const sent = requestCodeResultSchema.parse(await requested.json());
  const code = await readLatestCode(api, sent.identifier);
  const verified = await postJson(api, loyaltyApi.auth.verifyCode, { identifier, code }, options);
  if (verified.status !== 200) throw new Error(`code check answered ${verified.status}`);
  return verifyCodeResultSchema.parse(await verified.json());
}

/** Signs an existing, consenting member in by code (dev outbox) and returns the session claims. */
export async function signInMember(
  api: ApiTarget,
  identifier: string,
  options: SignInOptions = {},
): Promise<SignInResult> {
  const verified = await verifyIdentifier(api, identifier, options);
  if (verified.status !== 'authenticated') throw new Error(`sign-in of ${identifier}: ${verified.status}`);
  const exchanged = await postJson(
    api,
    loyaltyApi.auth.exchangeTicket,
    { ticket: verified.ticket, ...(options.userAgent ? { userAgent: options.userAgent } : {}) },
    options,
  );
  if (exchanged.status !== 200) throw new Error(`ticket exchange answered ${exchanged.status}`);
  return signInResultSchema.parse(await exchanged.json());
}

/** The headers of a member call (`/v1/member/...`) for a session, as the portal sends them. */
export function memberSessionHeaders(session: SignInResult): Record<string, string> {
  return {
    [BUSINESS_ID_HEADER]: session.businessId,
    [MEMBER_ID_HEADER]: session.comoMemberId,
    [SESSION_AUTH_TIME_HEADER]: String(session.authTime),
    [SESSION_ID_HEADER]: session.sessionId,
  };
}

/**
 * A session for a member a test inserted directly (no sign-in): a live session row, and the claims the portal
 * would hold, signed in at `authTime` (default: now).
 */
export async function openTestSession(
  db: DatabaseExecutor,
  member: {
    id: string;
    businessId: string;
    email: string | null;
    firstName: string | null;
    lastName: string | null;
  },
  authTime: number = Date.now(),
): Promise<SignInResult> {
  const [row] = await db
    .insert(memberSessions)
    .values({ businessId: member.businessId, memberId: member.id, deviceLabel: 'Test device' })
    .returning({ id: memberSessions.id });
  return {
    comoMemberId: member.id,
    businessId: member.businessId,
    email: member.email,
    firstName: member.firstName,
    lastName: member.lastName,
    authTime,
    sessionId: row!.id,
  };
}

/**
 * Apple and Google wallet settings backed by freshly generated development credentials (in a temporary
 * directory), for tests of the wallet flow; `credentials` holds the CA and public key to verify with.
 */
export function devWalletConfig(): { wallet: WalletConfig; credentials: DevWalletCredentials } {
  const credentials = ensureDevWalletCredentials(mkdtempSync(join(tmpdir(), 'wallet-dev-')));
  return {
    credentials,
    wallet: {
      apple: {
        passTypeId: credentials.WALLET_APPLE_PASS_TYPE_ID,
        teamId: credentials.WALLET_APPLE_TEAM_ID,
        signerCertPath: credentials.WALLET_APPLE_SIGNER_CERT,
        signerKeyPath: credentials.WALLET_APPLE_SIGNER_KEY,
        wwdrCertPath: credentials.WALLET_APPLE_WWDR_CERT,
      },
      google: {
        issuerId: credentials.WALLET_GOOGLE_ISSUER_ID,
        serviceAccountEmail: credentials.WALLET_GOOGLE_SERVICE_ACCOUNT_EMAIL,
        privateKeyPath: credentials.WALLET_GOOGLE_PRIVATE_KEY,
      },
    },
  };
}
