import type { CountryRegionInfo } from '@loyalty/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getCountryRegionInfo } from './country-region.service';

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export async function countryRegionRoutes(app: FastifyInstance): Promise<void> {
  // The visitor's country (edge header or Accept-Language region) and the business country to use for it.
  app.get('/v1/country-region-info', async (request): Promise<CountryRegionInfo> =>
    getCountryRegionInfo(app.db, request.businessId, {
      edgeCountry: header(request, 'cf-ipcountry') ?? header(request, 'x-country-code'),
      acceptLanguage: header(request, 'accept-language'),
    }),
  );
}
