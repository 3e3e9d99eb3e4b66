import {
  businessIdSchema,
  memberListQuerySchema,
  type MemberList,
  type MemberSummary,
} from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parse } from '../../lib/parse';
import { getMember, listMembers } from './members.service';

const businessParamsSchema = z.object({ businessId: businessIdSchema });
const memberParamsSchema = businessParamsSchema.extend({ memberRef: z.string().min(1).max(320) });

export async function membersRoutes(app: FastifyInstance): Promise<void> {
  // Admin (CLI member:list): a page of a business's members, newest first, optionally filtered.
  app.get('/admin/v1/businesses/:businessId/members', async (request): Promise<MemberList> => {
    const { businessId } = parse(businessParamsSchema, request.params);
    return listMembers(app.db, businessId, parse(memberListQuerySchema, request.query));
  });

  // Admin (CLI member:show): one member by id, e-mail or phone.
  app.get('/admin/v1/businesses/:businessId/members/:memberRef', async (request): Promise<MemberSummary> => {
    const { businessId, memberRef } = parse(memberParamsSchema, request.params);
    return getMember(app.db, businessId, memberRef);
  });
}
