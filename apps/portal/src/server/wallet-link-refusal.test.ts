import { describe, expect, it } from 'vitest';
import { walletMessageKeys } from '@loyalty/contract';
import { LoyaltyApiError } from './loyalty-client';
import { walletLinkRefusal } from './wallet-link-refusal';

const refused = (message: string, status = 404) => new LoyaltyApiError(status, message, 'not_found');
const browserTab = new Headers({ 'sec-fetch-mode': 'navigate', accept: 'text/html,application/xhtml+xml' });

describe('walletLinkRefusal', () => {
  it('sends a browser tab to the page saying why, without caching or a referrer', () => {
    const invalid = walletLinkRefusal(browserTab, refused(walletMessageKeys.linkInvalid));
    expect(invalid.status).toBe(303);
    expect(invalid.headers.get('location')).toBe('/wallet/unavailable?reason=invalid');
    expect(invalid.headers.get('cache-control')).toBe('no-store');
    expect(invalid.headers.get('referrer-policy')).toBe('no-referrer');
    const off = walletLinkRefusal(browserTab, refused(walletMessageKeys.notConfigured));
    expect(off.headers.get('location')).toBe('/wallet/unavailable?reason=not-configured');
  });

  it('reads an HTML Accept as a navigation when the browser sends no fetch metadata', () => {
    const old = new Headers({ accept: 'text/html,*/*;q=0.8' });
    expect(walletLinkRefusal(old, refused(walletMessageKeys.linkInvalid)).status).toBe(303);
  });

  it("throws the error on for a program's call, and for anything but a refused link", () => {
    const script = new Headers({ 'sec-fetch-mode': 'cors', accept: 'text/html' });
    const error = refused(walletMessageKeys.linkInvalid);
    expect(() => walletLinkRefusal(script, error)).toThrow(error);
    expect(() => walletLinkRefusal(new Headers({ accept: 'application/json' }), error)).toThrow(error);
    const down = refused('general.error', 503);
    expect(() => walletLinkRefusal(browserTab, down)).toThrow(down);
    const bug = new TypeError('boom');
    expect(() => walletLinkRefusal(browserTab, bug)).toThrow(bug);
  });
});
