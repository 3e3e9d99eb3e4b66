import { loyaltyApi } from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../lib/implement';
import { getBusinessProfile } from '../businesses/businesses.service';
import { getFriendReferral } from './referrals.service';

export async function referralsMemberRoutes(app: FastifyInstance): Promise<void> {
  implement(app, loyaltyApi.referrals.get, async (request) => {
    const business = await getBusinessProfile(app.db, request.businessId);
    return getFriendReferral(app.db, business, request.member.id, app.clock());
  });
}
