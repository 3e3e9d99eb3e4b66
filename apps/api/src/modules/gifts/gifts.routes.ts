import { loyaltyApi } from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../lib/implement';
import { getBusinessProfile } from '../businesses/businesses.service';
import { getMember } from '../members/members.service';
import { grantGiftForAdmin, listGifts, listGiftsForAdmin, redeemGift } from './gifts.service';

export async function giftsMemberRoutes(app: FastifyInstance): Promise<void> {
  implement(app, loyaltyApi.gifts.list, async (request) =>
    listGifts(app.db, request.businessId, request.member.id, app.clock()),
  );
}

/** Admin (CLI gift:list, gift:grant, gift:redeem). */
export async function giftsAdminRoutes(app: FastifyInstance): Promise<void> {
  const routes = loyaltyApi.admin.gifts;
  implement(app, routes.list, async (request) => {
    const { businessId, memberRef } = request.params;
    const member = await getMember(app.db, businessId, memberRef);
    return listGiftsForAdmin(app.db, businessId, member.id, app.clock());
  });

  implement(app, routes.grant, async (request) => {
    const { businessId, memberRef } = request.params;
    const member = await getMember(app.db, businessId, memberRef);
    return grantGiftForAdmin(app.db, {
      businessId,
      memberId: member.id,
      source: 'admin',
      ...request.body,
      now: app.clock(),
    });
  });

  implement(app, routes.redeem, async (request) => {
    const { businessId } = request.params;
    await getBusinessProfile(app.db, businessId);
    return redeemGift(app.db, businessId, request.body.redeemCode, app.clock());
  });
}
