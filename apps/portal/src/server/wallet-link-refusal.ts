import 'server-only';
import { messageKeys, walletMessageKeys } from '@loyalty/contract';

/** Why the wallet-unavailable page is shown (its `reason` query). */
export const WALLET_UNAVAILABLE_REASONS = ['invalid', 'not-configured'] as const;
export type WalletUnavailableReason = (typeof WALLET_UNAVAILABLE_REASONS)[number];

const WALLET_UNAVAILABLE_PATH = '/wallet/unavailable';

/** The refusals that mean "this link cannot give the pass", by status and message key. */
const REASONS: Partial<Record<string, WalletUnavailableReason>> = {
  [`400 ${messageKeys.validationFailed}`]: 'invalid',
  [`404 ${walletMessageKeys.linkInvalid}`]: 'invalid',
  [`404 ${walletMessageKeys.notConfigured}`]: 'not-configured',
};

/** A top-level navigation: a person opened the link in a browser tab, not a program asking for JSON. */
function isNavigation(headers: Headers): boolean {
  const mode = headers.get('sec-fetch-mode');
  if (mode) return mode === 'navigate';
  return (headers.get('accept') ?? '').includes('text/html');
}

/**
 * A wallet link refused (malformed, expired, of the other wallet, or that wallet switched off) while a browser tab
 * opened it (a phone that scanned the desktop's QR code): 303 to the page saying so in the member's language, instead
 * of the JSON error, which a program asking for it still gets. For `routeHandler`'s `refusal` option.
 */
export function walletLinkRefusal(
  headers: Headers,
  refused: { status: number; message: string },
): Response | undefined {
  const reason = REASONS[`${refused.status} ${refused.message}`];
  if (!reason || !isNavigation(headers)) return undefined;
  return new Response(null, {
    status: 303,
    headers: {
      location: `${WALLET_UNAVAILABLE_PATH}?reason=${reason}`,
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
    },
  });
}
