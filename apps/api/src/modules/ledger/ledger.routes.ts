import { loyaltyApi } from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../lib/implement';
import { getBusinessProfile } from '../businesses/businesses.service';
import { getMember } from '../members/members.service';
import { adjustBalance, expireBusinessPoints, getPointsSummary } from './ledger.service';

export async function ledgerMemberRoutes(app: FastifyInstance): Promise<void> {
  implement(app, loyaltyApi.ledger.points, async (request) =>
    getPointsSummary(app.db, request.businessId, request.member.id),
  );
}

/** Admin (CLI points:adjust, points:award, points:expire). */
export async function ledgerAdminRoutes(app: FastifyInstance): Promise<void> {
  implement(app, loyaltyApi.admin.ledger.adjust, async (request) => {
    const { businessId, memberRef } = request.params;
    const business = await getBusinessProfile(app.db, businessId);
    const member = await getMember(app.db, businessId, memberRef);
    return adjustBalance(app.db, {
      businessId,
      memberId: member.id,
      ...request.body,
      pointsExpiryDays: business.settings.pointsExpiryDays,
      now: app.clock(),
    });
  });

  // The periodic job does the same for every business.
  implement(app, loyaltyApi.admin.ledger.expire, async (request) => {
    const { businessId } = request.params;
    await getBusinessProfile(app.db, businessId);
    return expireBusinessPoints(app.db, businessId, app.clock());
  });
}
