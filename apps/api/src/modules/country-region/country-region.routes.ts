import { loyaltyApi } from '@loyalty/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { implement } from '../../lib/implement';
import { getCountryRegionInfo } from './country-region.service';

function header(request: Pick<FastifyRequest, 'headers'>, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export async function countryRegionRoutes(app: FastifyInstance): Promise<void> {
  implement(app, loyaltyApi.countryRegion.get, async (request) =>
    getCountryRegionInfo(app.db, request.businessId, {
      edgeCountry: header(request, 'cf-ipcountry') ?? header(request, 'x-country-code'),
      acceptLanguage: header(request, 'accept-language'),
    }),
  );
}
