import { businessIdSchema, purchaseRecordSchema, type PurchaseRecordResult } from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parse } from '../../lib/parse';
import { getBusinessProfile } from '../businesses/businesses.service';
import { getMember } from '../members/members.service';
import { recordPurchase } from './purchases.service';

const businessParamsSchema = z.object({ businessId: businessIdSchema });

/** Admin routes (CLI purchase:record): a purchase the business made with a member, earning points. */
export async function purchasesAdminRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/admin/v1/businesses/:businessId/purchases',
    async (request, reply): Promise<PurchaseRecordResult> => {
      const { businessId } = parse(businessParamsSchema, request.params);
      const body = parse(purchaseRecordSchema, request.body ?? {});
      const business = await getBusinessProfile(app.db, businessId);
      const member = await getMember(app.db, businessId, body.member);
      const result = await recordPurchase(app.db, business, member.id, body, app.clock());
      reply.code(result.replayed ? 200 : 201);
      return result;
    },
  );
}
