import {
  businessIdSchema,
  pointsAdjustSchema,
  type PointsAdjustResult,
  type PointsExpireResult,
  type PointsSummary,
} from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parse } from '../../lib/parse';
import { getBusinessProfile } from '../businesses/businesses.service';
import { getMember } from '../members/members.service';
import { adjustBalance, expireBusinessPoints, getPointsSummary } from './ledger.service';

const businessParamsSchema = z.object({ businessId: businessIdSchema });
const memberParamsSchema = businessParamsSchema.extend({ memberRef: z.string().min(1).max(320) });

/** Member routes: behind `requireMemberSession`. */
export async function ledgerMemberRoutes(app: FastifyInstance): Promise<void> {
  // Portal: /api/protected/points/member.
  app.get('/v1/member/points', async (request): Promise<PointsSummary> =>
    getPointsSummary(app.db, request.businessId, request.member.id),
  );
}

/** Admin routes (CLI points:adjust, points:award, points:expire). */
export async function ledgerAdminRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/admin/v1/businesses/:businessId/members/:memberRef/points/adjust',
    async (request): Promise<PointsAdjustResult> => {
      const { businessId, memberRef } = parse(memberParamsSchema, request.params);
      const body = parse(pointsAdjustSchema, request.body ?? {});
      const business = await getBusinessProfile(app.db, businessId);
      const member = await getMember(app.db, businessId, memberRef);
      return adjustBalance(app.db, {
        businessId,
        memberId: member.id,
        ...body,
        pointsExpiryDays: business.settings.pointsExpiryDays,
        now: app.clock(),
      });
    },
  );

  // Runs expiry now (the periodic job does the same for every business).
  app.post('/admin/v1/businesses/:businessId/points/expire', async (request): Promise<PointsExpireResult> => {
    const { businessId } = parse(businessParamsSchema, request.params);
    await getBusinessProfile(app.db, businessId);
    return expireBusinessPoints(app.db, businessId, app.clock());
  });
}
