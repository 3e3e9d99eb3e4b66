import 'server-only';
import { randomUUID } from 'node:crypto';
import { cache } from 'react';
import { campaignMessageKeys, loyaltyApi, type LandingPage } from '@loyalty/contract';
import { createServerCaller, LoyaltyApiError } from './loyalty-client';
import { rootLogger } from './logger';
import { getPageContext } from './page-context';

export type LandingPageLoad = { page: LandingPage } | { unavailable: string };

const UNAVAILABLE = new Set<string>([
  campaignMessageKeys.notFound,
  campaignMessageKeys.inactive,
  campaignMessageKeys.expired,
  campaignMessageKeys.notStarted,
]);

/**
 * A landing page for the page and its metadata (once per request), in the visitor's language; a page visitors
 * cannot use comes back as the message key that says why. Ids that are not ids are simply unknown.
 */
export const loadLandingPage = cache(async (id: string, by: 'id' | 'legacyId'): Promise<LandingPageLoad> => {
  const { businessId, language } = await getPageContext();
  const requestId = randomUUID();
  const api = createServerCaller({
    businessId,
    requestId,
    log: rootLogger().child({ requestId, path: 'lp' }),
  });
  const query = { lang: language.code };
  try {
    const page =
      by === 'id'
        ? /^[0-9a-f-]{36}$/i.test(id)
          ? await api.call(loyaltyApi.landing.get, { params: { landingPageId: id }, query, cacheSeconds: 60 })
          : null
        : await api.call(loyaltyApi.landing.getByLegacyId, {
            params: { legacyId: id },
            query,
            cacheSeconds: 60,
          });
    return page ? { page } : { unavailable: campaignMessageKeys.notFound };
  } catch (error) {
    if (error instanceof LoyaltyApiError && UNAVAILABLE.has(error.message))
      return { unavailable: error.message };
    if (error instanceof LoyaltyApiError && error.status === 400)
      return { unavailable: campaignMessageKeys.notFound };
    throw error;
  }
});
