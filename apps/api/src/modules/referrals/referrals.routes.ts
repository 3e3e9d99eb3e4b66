import type { FriendReferral } from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';
import { getBusinessProfile } from '../businesses/businesses.service';
import { getFriendReferral } from './referrals.service';

/** Member routes: behind `requireMemberSession`. */
export async function referralsMemberRoutes(app: FastifyInstance): Promise<void> {
  // Portal: /api/protected/member/friendReferral.
  app.get('/v1/member/referral', async (request): Promise<FriendReferral> => {
    const business = await getBusinessProfile(app.db, request.businessId);
    return getFriendReferral(app.db, business, request.member.id, app.clock());
  });
}
