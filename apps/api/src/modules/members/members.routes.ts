import { loyaltyApi } from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../lib/implement';
import { getMember, listMembers } from './members.service';

/** Admin (CLI member:list, member:show). */
export async function membersRoutes(app: FastifyInstance): Promise<void> {
  implement(app, loyaltyApi.admin.members.list, async (request) =>
    listMembers(app.db, request.params.businessId, request.query),
  );
  implement(app, loyaltyApi.admin.members.get, async (request) =>
    getMember(app.db, request.params.businessId, request.params.memberRef),
  );
}
