import { errorCodes, messageKeys, type ApiError, type RouteDefinition } from '@loyalty/contract';
import type { Database, DatabaseKind } from '@loyalty/db';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { pino } from 'pino';
import type { AppConfig } from './env';
import { systemClock, type Clock } from './lib/clock';
import { checkContractResponse, contractValidatorCompiler } from './lib/implement';
import { createJobLock, type JobOutcome } from './lib/job-lock';
import { deriveSecret } from './lib/secrets';
import { authAdminRoutes, authRoutes } from './modules/auth/auth.routes';
import { pruneSignInState } from './modules/auth/housekeeping';
import { captchaRoutes } from './modules/captcha/captcha.routes';
import { createCaptchaService, type CaptchaService } from './modules/captcha/captcha.service';
import { createDeliveryAdapter } from './modules/delivery/create-delivery-adapter';
import type { DeliveryAdapter } from './modules/delivery/delivery-adapter';
import { devOutboxRoutes } from './modules/delivery/delivery.routes';
import { sessionRoutes } from './modules/session/session.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { feedbackRoutes } from './modules/feedback/feedback.routes';
import { privacyDownloadRoutes, privacyRoutes } from './modules/privacy/privacy.routes';
import { activityMemberRoutes } from './modules/activity/activity.routes';
import { giftsAdminRoutes, giftsMemberRoutes } from './modules/gifts/gifts.routes';
import { ledgerAdminRoutes, ledgerMemberRoutes } from './modules/ledger/ledger.routes';
import { expireAllPoints } from './modules/ledger/ledger.service';
import { purchasesAdminRoutes } from './modules/purchases/purchases.routes';
import { referralsMemberRoutes } from './modules/referrals/referrals.routes';
import { shopAdminRoutes, shopMemberRoutes } from './modules/shop/shop.routes';
import { createBroadcastWorker } from './modules/messages/broadcast-worker';
import { createPushSender, type PushTransport } from './modules/push/push-sender';
import { pushRoutes } from './modules/push/push.routes';
import { fcmSender } from './modules/push/fcm';
import { generateVapidKeys } from './modules/push/vapid-keys';
import { messagesAdminRoutes, messagesRoutes } from './modules/messages/messages.routes';
import { businessesRoutes } from './modules/businesses/businesses.routes';
import { configurationRoutes } from './modules/configuration/configuration.routes';
import { countryRegionRoutes } from './modules/country-region/country-region.routes';
import { apiDocsRoutes } from './modules/docs/docs.routes';
import { healthRoutes } from './modules/health/health.routes';
import { localesRoutes } from './modules/locales/locales.routes';
import { landingAdminRoutes, landingRoutes } from './modules/landing/landing.routes';
import { locationsAdminRoutes, locationsRoutes } from './modules/locations/locations.routes';
import { formsAdminRoutes, formsRoutes } from './modules/forms/forms.routes';
import { receiptAdminRoutes, receiptRoutes } from './modules/receipts/receipts.routes';
import { membersRoutes } from './modules/members/members.routes';
import { navigationRoutes } from './modules/navigation/navigation.routes';
import { tenantsRoutes } from './modules/tenants/tenants.routes';
import { createGoogleUpdater, type GooglePassUpdater } from './modules/wallet/google-wallet-api';
import { createPassPusher, pushPendingPasses, type PassPusher } from './modules/wallet/pass-push';
import { loadWalletRuntime, type WalletRuntime } from './modules/wallet/wallet-runtime';
import { walletAdminRoutes, walletMemberRoutes, walletPassRoutes } from './modules/wallet/wallet.routes';
import { createPayments } from './modules/subscriptions/payments';
import type { StripeClient } from './modules/subscriptions/payment-provider';
import {
  paymentWebhookRoutes,
  subscriptionAdminRoutes,
  subscriptionMemberRoutes,
} from './modules/subscriptions/subscriptions.routes';
import { authPlugin } from './plugins/auth';
import { apiKeyAdminRoutes } from './modules/api-keys/api-keys.routes';
import { errorHandlerPlugin, loggableError } from './plugins/error-handler';
import { memberSessionPlugin } from './plugins/member-session';
import { requestIdFor, requestIdPlugin } from './plugins/request-id';
import { tenantPlugin } from './plugins/tenant';
import { listenForBusinessChanges } from './modules/businesses/business-changes';

export type { AppConfig } from './env';
export type { Clock } from './lib/clock';
export type { CaptchaService } from './modules/captcha/captcha.service';
export type { DeliveryAdapter, DeliveryReceipt, OutboundMessage } from './modules/delivery/delivery-adapter';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    databaseKind: DatabaseKind;
    config: AppConfig;
    /** Sends e-mail and SMS: the dev outbox, or SMTP and the SMS provider (see `createDeliveryAdapter`). */
    delivery: DeliveryAdapter;
    /** The current time; tests inject their own to move past expiry without sleeping. */
    clock: Clock;
    /** reCAPTCHA or ALTCHA, for every form open to anonymous visitors. */
    captcha: CaptchaService;
    /** Every route registered, with the contract entry it implements (none for the docs pages). */
    routeTable: RegisteredRoute[];
    /** Wallet credentials read at start (a wallet whose certificate cannot be used is off). */
    wallet: WalletRuntime;
    /** Tells phones their pass changed: APNs, the dev outbox, or none. */
    walletPusher: PassPusher | undefined;
    /** The periodic jobs; `runOnce` runs each of them now (unless another instance is running it). */
    housekeeping: { runOnce(): Promise<Record<HousekeepingJob, JobOutcome | 'failed'>> };
    /** Keeps saved Google passes up to date: Google Wallet's API, the dev outbox, or none. */
    walletGoogleUpdater: GooglePassUpdater | undefined;
  }
}

export type HousekeepingJob = 'sign-in-housekeeping' | 'points-expiry' | 'test-subscription-renewals';

export interface RegisteredRoute {
  method: string;
  url: string;
  contract?: RouteDefinition;
}

/** How often changed wallet passes are pushed to their phones. */
const WALLET_PUSH_INTERVAL_MS = 5_000;

/** How often expired codes, tickets, throttle windows and captcha records are deleted. */
const HOUSEKEEPING_INTERVAL_MS = 10 * 60_000;

export interface BuildAppOptions {
  db: Database;
  /** Reported by `/ready`. */
  databaseKind: DatabaseKind;
  /**
   * PostgreSQL only: where to LISTEN for other instances' business changes (business-changes.ts), so that
   * cached businesses are read again at once. Without it the business cache's time to live is the bound.
   */
  databaseUrl?: string;
  config: AppConfig;
  /** The server's logger, so start-up and request logs share one stream; otherwise one at `config.logLevel`. */
  logger?: FastifyBaseLogger;
  delivery?: DeliveryAdapter;
  /** Default: the system clock. */
  clock?: Clock;
  /** Default: reCAPTCHA or ALTCHA from the configuration; tests that are not about the captcha pass their own. */
  captcha?: CaptchaService;
  /**
   * Check every JSON answer against its contract entry's response schema (a mismatch is a 500 and a log
   * line). On in tests, so that the contract cannot drift from what the API sends; off in production.
   */
  checkResponses?: boolean;
  /** Default: from the configuration (APNs, or the dev outbox in demo mode); tests pass their own. */
  walletPusher?: PassPusher;
  /** How pushes reach push services; default HTTP (tests may capture them). */
  pushTransport?: PushTransport;
  /** Tests: a local stand-in of Stripe's client (used when Stripe keys are configured). */
  stripeClient?: StripeClient;
}

/** JSON logs; credentials never reach them even if a header is logged one day. */
export function createLogger(level: AppConfig['logLevel']): FastifyBaseLogger {
  return pino({
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization'],
  });
}

/** An app built without push configuration (tests) gets a key pair of its own. */
function defaultPushConfig(): NonNullable<AppConfig['push']> {
  const keys = generateVapidKeys();
  return {
    vapidPublicKey: keys.publicKey,
    vapidPrivateKey: keys.privateKey,
    vapidSubject: 'mailto:push@loyalty.example',
    allowLocalEndpoints: false,
  };
}

const MAX_PARAM_LENGTH = 1_000;

/**
 * The router's own refusals (a path parameter longer than any route takes, a malformed percent-encoding) in the
 * contract's `{ code, message }` shape instead of Fastify's.
 */
function routerErrorReply(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  void reply.code(tooLong ? 414 : 400).send({
    code: errorCodes.validation,
    message: tooLong ? messageKeys.tooLong : messageKeys.validationFailed,
  } satisfies ApiError);
}

/** Builds the loyalty API without listening, so tests drive it with `inject`. */
export function buildApp(options: BuildAppOptions): FastifyInstance {
  const { config } = options;
  const app = Fastify({
    loggerInstance: options.logger ?? createLogger(config.logLevel),
    genReqId: requestIdFor,
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    // Room for the longest parameter the contract takes (a member's e-mail address, percent-encoded): a
    // longer value than the contract allows gets the route's own 400.
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: routerErrorReply,
  });

  app.decorate('db', options.db);
  app.decorate('databaseKind', options.databaseKind);
  if (options.databaseKind === 'postgres' && options.databaseUrl) {
    const listener = listenForBusinessChanges(options.db, options.databaseUrl, app.log);
    app.addHook('onReady', async () => listener.ready);
    app.addHook('onClose', async () => listener.close());
  }
  app.decorate('config', config);
  const delivery: DeliveryAdapter & { close?(): void } =
    options.delivery ?? createDeliveryAdapter(config, options.db);
  app.decorate('delivery', delivery);
  // The SMTP transport's connections belong to this app; an adapter passed in belongs to the caller.
  if (!options.delivery) app.addHook('onClose', async () => delivery.close?.());
  const clock = options.clock ?? systemClock;
  app.decorate('clock', clock);
  app.decorate(
    'captcha',
    options.captcha ??
      createCaptchaService({
        db: options.db,
        clock,
        log: app.log,
        recaptcha: config.recaptcha,
        hmacKey: config.captchaHmacKey ?? deriveSecret(config.serviceToken, 'captcha-hmac-key'),
      }),
  );

  const subscriptions = createPayments({
    db: options.db,
    clock,
    log: app.log,
    config,
    stripeClient: options.stripeClient,
  });
  app.decorate('subscriptions', subscriptions);

  // Periodic jobs run in every instance's timer, but each job runs in one instance at a time (lib/job-lock.ts):
  // two instances expiring points together would do the work twice for nothing.
  const jobs = createJobLock(options.db, options.databaseKind);
  const housekeepingJobs: Record<HousekeepingJob, () => Promise<unknown>> = {
    'sign-in-housekeeping': () => pruneSignInState(options.db, clock),
    // Points expiry (off unless a business sets pointsExpiryDays) runs on the same beat.
    'points-expiry': () => expireAllPoints(options.db, clock()),
    // Test-mode subscriptions renew (or end) on the same beat, as Stripe would bill them.
    'test-subscription-renewals': () => subscriptions.renewDueTestSubscriptions(),
  };
  const runHousekeeping = async () => {
    const outcomes = {} as Record<HousekeepingJob, JobOutcome | 'failed'>;
    for (const [name, job] of Object.entries(housekeepingJobs) as [
      HousekeepingJob,
      () => Promise<unknown>,
    ][]) {
      outcomes[name] = await jobs
        .run(name, async () => void (await job()))
        .catch((error: unknown) => {
          app.log.error({ err: loggableError(error), job: name }, 'housekeeping job failed');
          return 'failed' as const;
        });
    }
    return outcomes;
  };
  app.decorate('housekeeping', { runOnce: runHousekeeping });
  let housekeeping: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    housekeeping = setInterval(() => void runHousekeeping(), HOUSEKEEPING_INTERVAL_MS);
    housekeeping.unref();
  });
  app.addHook('onClose', async () => clearInterval(housekeeping));

  // Sends the pushes that broadcasts queue; like the broadcast worker, it finishes its batch before the database closes.
  const push = config.push ?? defaultPushConfig();
  const pushSender = createPushSender({
    db: options.db,
    clock,
    log: app.log,
    vapid: { publicKey: push.vapidPublicKey, privateKey: push.vapidPrivateKey, subject: push.vapidSubject },
    transport: options.pushTransport,
    fcm: push.fcm ? fcmSender(push.fcm) : undefined,
  });
  app.decorate('pushSender', pushSender);
  app.addHook('onReady', async () => pushSender.start());
  app.addHook('onClose', async () => pushSender.stop());

  // Writes queued message broadcasts in batches; stopping lets the batch in flight commit before the database closes.
  const broadcasts = createBroadcastWorker({
    db: options.db,
    databaseKind: options.databaseKind,
    clock,
    log: app.log,
    afterCommit: () => pushSender.kick(),
  });
  app.decorate('broadcasts', broadcasts);
  app.addHook('onReady', async () => broadcasts.start());
  app.addHook('onClose', async () => broadcasts.stop());

  const wallet = loadWalletRuntime(config, app.log);
  app.decorate('wallet', wallet);
  const walletPusher = options.walletPusher ?? createPassPusher(wallet, options.db, config.devOutbox);
  app.decorate('walletPusher', walletPusher);
  const googleUpdater = createGoogleUpdater(wallet, options.db, config.devOutbox, app.log);
  app.decorate('walletGoogleUpdater', googleUpdater);
  let walletPushes: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    // A test that passes its own pusher runs the rounds itself.
    if ((!walletPusher && !googleUpdater) || options.walletPusher) return;
    const targets = { apple: walletPusher, google: googleUpdater, runtime: wallet };
    // One instance at a time pushes (the job lock), so a phone is not told twice about one change.
    walletPushes = setInterval(() => {
      jobs
        .run('wallet-pass-pushes', () =>
          pushPendingPasses(options.db, targets, app.log).then(() => undefined),
        )
        .catch((error: unknown) => app.log.error({ err: loggableError(error) }, 'wallet pass pushes failed'));
    }, WALLET_PUSH_INTERVAL_MS);
    walletPushes.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(walletPushes);
    walletPusher?.close?.();
  });

  const routeTable: RegisteredRoute[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      routeTable.push({ method, url: route.url, contract: route.config?.contractRoute });
  });

  // Contract routes validate their input with their zod schemas (lib/implement.ts).
  app.setValidatorCompiler(contractValidatorCompiler);
  if (options.checkResponses) app.addHook('preSerialization', checkContractResponse);

  // Infrastructure first, then the application's cross-cutting plugins, then routes (fastify/demo's order).
  app.register(requestIdPlugin);
  app.register(errorHandlerPlugin);
  app.register(authPlugin, { serviceToken: config.serviceToken, adminToken: config.adminToken });
  app.register(tenantPlugin, { defaultBusinessId: config.defaultBusinessId });
  app.register(memberSessionPlugin);

  app.register(healthRoutes);
  app.register(apiDocsRoutes);
  if (config.devOutbox) app.register(devOutboxRoutes);

  // Each route's guards (service token, business, member session, admin token) come from its contract entry.
  app.register(tenantsRoutes);
  app.register(captchaRoutes);
  app.register(configurationRoutes);
  app.register(navigationRoutes);
  app.register(localesRoutes);
  app.register(countryRegionRoutes);
  app.register(locationsRoutes);
  app.register(authRoutes);
  app.register(privacyDownloadRoutes);
  app.register(sessionRoutes);
  app.register(profileRoutes);
  app.register(feedbackRoutes);
  app.register(privacyRoutes);
  app.register(ledgerMemberRoutes);
  app.register(shopMemberRoutes);
  app.register(giftsMemberRoutes);
  app.register(activityMemberRoutes);
  app.register(referralsMemberRoutes);
  app.register(messagesRoutes);
  app.register(landingRoutes);
  app.register(receiptRoutes);
  app.register(walletMemberRoutes);
  app.register(walletPassRoutes);
  app.register(pushRoutes, {
    vapidPublicKey: push.vapidPublicKey,
    allowInsecureEndpoints: push.allowLocalEndpoints,
    fcm: push.fcm !== undefined,
  });
  app.register(subscriptionMemberRoutes);
  app.register(paymentWebhookRoutes);
  app.register(formsRoutes);

  app.register(businessesRoutes);
  app.register(apiKeyAdminRoutes);
  app.register(membersRoutes);
  app.register(authAdminRoutes);
  app.register(ledgerAdminRoutes);
  app.register(shopAdminRoutes);
  app.register(giftsAdminRoutes);
  app.register(purchasesAdminRoutes);
  app.register(messagesAdminRoutes);
  app.register(landingAdminRoutes);
  app.register(receiptAdminRoutes);
  app.register(walletAdminRoutes);
  app.register(subscriptionAdminRoutes);
  app.register(formsAdminRoutes);
  app.register(locationsAdminRoutes);

  return app;
}
