// GET /api/countryRegionInfo: the visitor's country (edge header or Accept-Language) and the business's countries.
import { loyaltyApi, portalApi } from '@loyalty/contract';
import { visitorDataCache } from '@/server/cache-policies';
import { routeHandler } from '@/server/route-handler';
import { pagesApiRoute } from '@/server/pages-api';

/** What the API detects the country from: a trusted edge's country header, else Accept-Language. */
const COUNTRY_HINT_HEADERS = ['accept-language', 'cf-ipcountry', 'x-country-code'] as const;

export const GET = routeHandler(portalApi.business.countryRegionInfo, {
  cache: visitorDataCache,
  handler: ({ api, request }) => {
    const headers: Record<string, string> = {};
    for (const name of COUNTRY_HINT_HEADERS) {
      const value = request.headers.get(name);
      if (value) headers[name] = value;
    }
    // Per visitor, so it must not go through the per-business cache.
    return api.call(loyaltyApi.countryRegion.get, { headers, cacheSeconds: 0 });
  },
});

export const config = { api: { bodyParser: false } };
export default pagesApiRoute({ GET });
