import 'server-only';
import type { CachePolicy } from './route-handler';

/**
 * Cache-Control of BFF answers. Business data (configuration, texts, menu, shops) is the same for every
 * visitor of a business and is refreshed every 600 s, so browsers and shared caches
 * may keep it; a short max-age plus stale-while-revalidate keeps admin changes visible within minutes.
 */
export const businessDataCache: CachePolicy = { scope: 'public', maxAge: 60, staleWhileRevalidate: 540 };

/** Answers that depend on the visitor (country detection): only the browser may keep them. */
export const visitorDataCache: CachePolicy = {
  scope: 'private',
  maxAge: 600,
  vary: ['accept-language', 'cf-ipcountry', 'x-country-code'],
};
