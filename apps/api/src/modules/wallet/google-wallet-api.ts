import type { Database } from '@loyalty/db';
import type { FastifyBaseLogger } from 'fastify';
import { googleAccessTokens, type AccessTokens } from '../../lib/google-oauth';
import { insertOutboxGoogleUpdate } from './wallet.repository';
import type { WalletRuntime } from './wallet-runtime';

/**
 * Keeps saved Google Wallet passes up to date: when a pass changes, the member's loyalty object is patched
 * through Google Wallet's REST API (an object Google does not know yet is inserted). In demo mode the update
 * goes into the dev outbox instead (channel `google-wallet`).
 */

const GOOGLE_WALLET_SCOPE = 'https://www.googleapis.com/auth/wallet_object.issuer';

interface GooglePassUpdate {
  businessId: string;
  serialNumber: string;
  /** The loyalty object (googleLoyaltyObject): id, class, code, name and balances. */
  object: Record<string, unknown> & { id: string };
}

type GoogleUpdateResult = 'patched' | 'inserted' | 'failed';

export interface GooglePassUpdater {
  readonly name: 'google-api' | 'outbox';
  update(pass: GooglePassUpdate): Promise<GoogleUpdateResult>;
}

function outboxGoogleUpdater(db: Database): GooglePassUpdater {
  return {
    name: 'outbox',
    async update(pass) {
      await insertOutboxGoogleUpdate(db, pass);
      return 'patched';
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Google Wallet's REST API. A 5xx, a 429 or no answer is tried again after each of `retryDelaysMs` (then given
 * up with a log line); any other 4xx is given up at once with one log line, except a 404 on the patch (the
 * object does not exist yet: it is inserted) and a 401 (the token is renewed and the call made once more).
 */
function googleWalletApi(options: {
  apiUrl: string;
  tokens: AccessTokens;
  log: FastifyBaseLogger;
  retryDelaysMs?: readonly number[];
}): GooglePassUpdater {
  const retryDelays = options.retryDelaysMs ?? [500, 2000];
  const objects = new URL('/walletobjects/v1/loyaltyObject', options.apiUrl).toString();

  /** One call with retries; the final status, or 0 when no answer ever came. */
  async function call(method: 'PATCH' | 'POST', url: string, body: unknown): Promise<[number, string]> {
    let renewed = false;
    for (let attempt = 0; ; attempt++) {
      let status = 0;
      let text: string;
      try {
        const response = await fetch(url, {
          method,
          headers: {
            authorization: `Bearer ${await options.tokens.token()}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(10_000),
        });
        status = response.status;
        text = await response.text();
      } catch (error) {
        text = error instanceof Error ? error.message : String(error);
      }
      if (status === 401 && !renewed) {
        renewed = true;
        options.tokens.reset();
        continue;
      }
      const retryable = status === 0 || status === 429 || status >= 500;
      const delay = retryDelays[attempt];
      if (!retryable || delay === undefined) return [status, text];
      await sleep(delay);
    }
  }

  return {
    name: 'google-api',
    async update(pass) {
      const { id, ...changes } = pass.object;
      let [status, text] = await call('PATCH', `${objects}/${encodeURIComponent(id)}`, changes);
      if (status >= 200 && status < 300) return 'patched';
      if (status === 404) {
        [status, text] = await call('POST', objects, pass.object);
        if (status >= 200 && status < 300) return 'inserted';
      }
      options.log.warn(
        { status, objectId: id, serialNumber: pass.serialNumber, reason: text.slice(0, 300) },
        'Google Wallet pass update given up',
      );
      return 'failed';
    },
  };
}

/** The updater the configuration asks for: Google's API, else the dev outbox when it is on, else none. */
export function createGoogleUpdater(
  runtime: WalletRuntime,
  db: Database,
  devOutbox: boolean,
  log: FastifyBaseLogger,
): GooglePassUpdater | undefined {
  const google = runtime.google;
  if (google && runtime.googleApi)
    return googleWalletApi({
      apiUrl: runtime.googleApi.apiUrl,
      log,
      tokens: googleAccessTokens({
        account: { clientEmail: google.serviceAccountEmail, privateKey: google.privateKey },
        scope: GOOGLE_WALLET_SCOPE,
        tokenUrl: runtime.googleApi.tokenUrl,
      }),
    });
  if (google && devOutbox) return outboxGoogleUpdater(db);
  return undefined;
}
