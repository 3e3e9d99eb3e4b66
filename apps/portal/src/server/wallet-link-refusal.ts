import 'server-only';
import { walletMessageKeys } from '@loyalty/contract';
import { LoyaltyApiError } from './loyalty-client';

/** Why the wallet-unavailable page is shown (its `reason` query). */
export const WALLET_UNAVAILABLE_REASONS = ['invalid', 'not-configured'] as const;
export type WalletUnavailableReason = (typeof WALLET_UNAVAILABLE_REASONS)[number];

const WALLET_UNAVAILABLE_PATH = '/wallet/unavailable';

/** A top-level navigation: a person opened the link in a browser tab, not a program asking for JSON. */
function isNavigation(headers: Headers): boolean {
  const mode = headers.get('sec-fetch-mode');
  if (mode) return mode === 'navigate';
  return (headers.get('accept') ?? '').includes('text/html');
}

/**
 * A wallet link the API refuses (expired, malformed, of the other wallet, or that wallet switched off), opened in a
 * browser (a phone that scanned the desktop's QR code): 303 to the page saying so in the member's language, instead
 * of the JSON error, which a program asking for it still gets (the error is thrown on).
 */
export function walletLinkRefusal(headers: Headers, error: unknown): Response {
  if (!(error instanceof LoyaltyApiError) || error.status !== 404 || !isNavigation(headers)) throw error;
  const reason: WalletUnavailableReason =
    error.message === walletMessageKeys.notConfigured ? 'not-configured' : 'invalid';
  return new Response(null, {
    status: 303,
    headers: {
      location: `${WALLET_UNAVAILABLE_PATH}?reason=${reason}`,
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
    },
  });
}
