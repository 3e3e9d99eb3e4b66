import { describe, expect, it } from 'vitest';
import { messageKeys, walletMessageKeys } from '@loyalty/contract';
import { walletLinkRefusal } from './wallet-link-refusal';

const browserTab = new Headers({ 'sec-fetch-mode': 'navigate', accept: 'text/html,application/xhtml+xml' });
const expired = { status: 404, message: walletMessageKeys.linkInvalid };

describe('walletLinkRefusal', () => {
  it('sends a browser tab to the page saying why, without caching or a referrer', () => {
    const invalid = walletLinkRefusal(browserTab, expired);
    expect(invalid?.status).toBe(303);
    expect(invalid?.headers.get('location')).toBe('/wallet/unavailable?reason=invalid');
    expect(invalid?.headers.get('cache-control')).toBe('no-store');
    expect(invalid?.headers.get('referrer-policy')).toBe('no-referrer');
    const off = walletLinkRefusal(browserTab, { status: 404, message: walletMessageKeys.notConfigured });
    expect(off?.headers.get('location')).toBe('/wallet/unavailable?reason=not-configured');
    // A link cut short fails the token's pattern before the API is asked.
    const malformed = walletLinkRefusal(browserTab, { status: 400, message: messageKeys.validationFailed });
    expect(malformed?.headers.get('location')).toBe('/wallet/unavailable?reason=invalid');
  });

  it('reads an HTML Accept as a navigation when the browser sends no fetch metadata', () => {
    expect(walletLinkRefusal(new Headers({ accept: 'text/html,*/*;q=0.8' }), expired)?.status).toBe(303);
  });

  it("leaves a script's call, and every other refusal, to the JSON error", () => {
    const script = new Headers({ 'sec-fetch-mode': 'cors', accept: 'text/html' });
    expect(walletLinkRefusal(script, expired)).toBeUndefined();
    expect(walletLinkRefusal(new Headers({ accept: 'application/json' }), expired)).toBeUndefined();
    // An unknown host's business is not a wallet link's fault.
    expect(walletLinkRefusal(browserTab, { status: 404, message: 'business.not.found' })).toBeUndefined();
    expect(walletLinkRefusal(browserTab, { status: 429, message: 'general.too.many' })).toBeUndefined();
  });
});
