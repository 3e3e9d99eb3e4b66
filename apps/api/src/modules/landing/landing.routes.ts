import { loyaltyApi } from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';
import { clientIp } from '../../lib/client-ip';
import { implement } from '../../lib/implement';
import { deriveSecret } from '../../lib/secrets';
import { getBusinessProfile } from '../businesses/businesses.service';
import {
  claimLandingGift,
  createLandingPage,
  getLandingPage,
  getLandingPageByLegacyId,
  listLandingPages,
  requestLandingCode,
  updateLandingPage,
  type LandingDeps,
} from './landing.service';

function landingDeps(app: FastifyInstance, log: FastifyInstance['log']): LandingDeps {
  return {
    db: app.db,
    clock: app.clock,
    codePepper: app.config.codePepper ?? deriveSecret(app.config.serviceToken, 'code-pepper'),
    codeRequestsPerIp: app.config.ipLimits?.codeRequests,
    delivery: app.delivery,
    captcha: app.captcha,
    log,
  };
}

/** Landing pages for anonymous visitors of a business. */
export async function landingRoutes(app: FastifyInstance): Promise<void> {
  const routes = loyaltyApi.landing;
  implement(app, routes.get, async (request) => {
    const business = await getBusinessProfile(app.db, request.businessId);
    return getLandingPage(app.db, business, request.params.landingPageId, request.query.lang, app.clock());
  });

  implement(app, routes.getByLegacyId, async (request) => {
    const business = await getBusinessProfile(app.db, request.businessId);
    return getLandingPageByLegacyId(
      app.db,
      business,
      request.params.legacyId,
      request.query.lang,
      app.clock(),
    );
  });

  implement(app, routes.requestCode, async (request) => {
    const business = await getBusinessProfile(app.db, request.businessId);
    return requestLandingCode(
      landingDeps(app, request.log),
      business,
      request.params.landingPageId,
      request.body,
      clientIp(request),
    );
  });

  implement(app, routes.claim, async (request) => {
    const business = await getBusinessProfile(app.db, request.businessId);
    return claimLandingGift(
      landingDeps(app, request.log),
      business,
      request.params.landingPageId,
      request.body,
      clientIp(request),
    );
  });
}

/** Admin (CLI landing:create, landing:list, landing:update). */
export async function landingAdminRoutes(app: FastifyInstance): Promise<void> {
  const routes = loyaltyApi.admin.landing;
  implement(app, routes.list, async (request) => {
    await getBusinessProfile(app.db, request.params.businessId);
    return listLandingPages(app.db, request.params.businessId);
  });
  implement(app, routes.create, async (request) => {
    await getBusinessProfile(app.db, request.params.businessId);
    return createLandingPage(app.db, request.params.businessId, request.body, app.clock());
  });
  implement(app, routes.update, async (request) => {
    const { businessId, landingPageId } = request.params;
    await getBusinessProfile(app.db, businessId);
    return updateLandingPage(app.db, businessId, landingPageId, request.body, app.clock());
  });
}
