import { createPrivateKey } from 'node:crypto';
import type { PushPayload } from '@loyalty/contract';
import type { FcmAccount } from '../../env';
import { googleAccessTokens, type AccessTokens } from '../../lib/google-oauth';

/**
 * Firebase Cloud Messaging (HTTP v1) as a second push transport, for devices that registered an FCM
 * registration token rather than a Web Push subscription: `POST {apiUrl}/v1/projects/{project}/messages:send`
 * with a bearer token of the service account (the same JWT grant as Google Wallet's API).
 */

const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';

/** An FCM registration token: URL-safe text with `:` (never JSON, which a Web Push subscription is). */
const FCM_TOKEN = /^[A-Za-z0-9_:-]{20,4096}$/;

export const isFcmToken = (token: string): boolean => FCM_TOKEN.test(token);

/** FCM's answer: the HTTP status and, on errors, FCM's own error code (`UNREGISTERED`, `INVALID_ARGUMENT` …). */
export interface FcmResult {
  statusCode: number;
  errorCode?: string;
}

export type FcmSend = (token: string, payload: PushPayload) => Promise<FcmResult>;

/** The FCM message of a push: the notification (title, body, image) and the data the service worker reads. */
function fcmMessage(token: string, payload: PushPayload): Record<string, unknown> {
  const { notification } = payload;
  return {
    message: {
      token,
      notification: {
        title: notification.title,
        body: notification.body,
        ...(notification.image ? { image: notification.image } : {}),
      },
      data: { ...payload.data, messageId: payload.messageId },
    },
  };
}

function errorCodeOf(text: string): string | undefined {
  try {
    const body = JSON.parse(text) as {
      error?: { status?: string; details?: { errorCode?: string }[] };
    };
    return body.error?.details?.find((detail) => detail.errorCode)?.errorCode ?? body.error?.status;
  } catch {
    return undefined;
  }
}

export function fcmSender(options: {
  account: FcmAccount;
  apiUrl: string;
  tokenUrl: string;
  tokens?: AccessTokens;
}): FcmSend {
  const tokens =
    options.tokens ??
    googleAccessTokens({
      account: {
        clientEmail: options.account.clientEmail,
        privateKey: createPrivateKey(options.account.privateKey),
      },
      scope: FCM_SCOPE,
      tokenUrl: options.tokenUrl,
    });
  // FCM's own API, not the loyalty API: its path is built from its documented parts.
  const url = new URL(
    ['', 'v1', 'projects', `${encodeURIComponent(options.account.projectId)}`, 'messages:send'].join('/'),
    options.apiUrl,
  ).toString();
  return async (token, payload) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${await tokens.token()}`, 'content-type': 'application/json' },
      body: JSON.stringify(fcmMessage(token, payload)),
      redirect: 'error',
      signal: AbortSignal.timeout(10_000),
    });
    const text = await response.text();
    // A refused bearer token is fetched anew for the next attempt.
    if (response.status === 401) tokens.reset();
    return response.ok
      ? { statusCode: response.status }
      : { statusCode: response.status, errorCode: errorCodeOf(text) };
  };
}
