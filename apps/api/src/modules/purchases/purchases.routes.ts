import { loyaltyApi } from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../lib/implement';
import { getBusinessProfile } from '../businesses/businesses.service';
import { getMember } from '../members/members.service';
import { recordPurchase } from './purchases.service';

/** Admin (CLI purchase:record): a purchase the business made with a member, earning points. */
export async function purchasesAdminRoutes(app: FastifyInstance): Promise<void> {
  implement(app, loyaltyApi.admin.purchases.record, async (request, reply) => {
    const { businessId } = request.params;
    const business = await getBusinessProfile(app.db, businessId);
    const member = await getMember(app.db, businessId, request.body.member);
    const result = await recordPurchase(app.db, business, member.id, request.body, app.clock());
    if (result.replayed) reply.code(200);
    return result;
  });
}
