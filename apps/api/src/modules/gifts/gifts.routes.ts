import {
  businessIdSchema,
  giftGrantSchema,
  giftRedeemSchema,
  type AdminGift,
  type AdminGiftList,
  type Gifts,
} from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parse } from '../../lib/parse';
import { getBusinessProfile } from '../businesses/businesses.service';
import { getMember } from '../members/members.service';
import { grantGiftForAdmin, listGifts, listGiftsForAdmin, redeemGift } from './gifts.service';

const businessParamsSchema = z.object({ businessId: businessIdSchema });
const memberParamsSchema = businessParamsSchema.extend({ memberRef: z.string().min(1).max(320) });

/** Member routes: behind `requireMemberSession`. */
export async function giftsMemberRoutes(app: FastifyInstance): Promise<void> {
  // Portal: /api/protected/gift.
  app.get('/v1/member/gifts', async (request): Promise<Gifts> =>
    listGifts(app.db, request.businessId, request.member.id, app.clock()),
  );
}

/** Admin routes (CLI gift:list, gift:grant, gift:redeem). */
export async function giftsAdminRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/admin/v1/businesses/:businessId/members/:memberRef/gifts',
    async (request): Promise<AdminGiftList> => {
      const { businessId, memberRef } = parse(memberParamsSchema, request.params);
      const member = await getMember(app.db, businessId, memberRef);
      return listGiftsForAdmin(app.db, businessId, member.id, app.clock());
    },
  );

  app.post(
    '/admin/v1/businesses/:businessId/members/:memberRef/gifts',
    async (request, reply): Promise<AdminGift> => {
      const { businessId, memberRef } = parse(memberParamsSchema, request.params);
      const body = parse(giftGrantSchema, request.body ?? {});
      const member = await getMember(app.db, businessId, memberRef);
      reply.code(201);
      return grantGiftForAdmin(app.db, {
        businessId,
        memberId: member.id,
        source: 'admin',
        ...body,
        now: app.clock(),
      });
    },
  );

  // The till: marks a gift used by the code the member shows.
  app.post('/admin/v1/businesses/:businessId/gifts/redeem', async (request): Promise<AdminGift> => {
    const { businessId } = parse(businessParamsSchema, request.params);
    const { redeemCode } = parse(giftRedeemSchema, request.body ?? {});
    await getBusinessProfile(app.db, businessId);
    return redeemGift(app.db, businessId, redeemCode, app.clock());
  });
}
