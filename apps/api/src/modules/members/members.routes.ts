import { loyaltyApi } from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../lib/implement';
import { getMember, importMember, listMembers } from './members.service';

/** Admin (CLI member:list, member:show, member:import). */
export async function membersRoutes(app: FastifyInstance): Promise<void> {
  implement(app, loyaltyApi.admin.members.list, async (request) =>
    listMembers(app.db, request.params.businessId, request.query),
  );
  implement(app, loyaltyApi.admin.members.import, async (request) =>
    importMember(app.db, request.params.businessId, request.body, app.clock()),
  );
  implement(app, loyaltyApi.admin.members.get, async (request) =>
    getMember(app.db, request.params.businessId, request.params.memberRef),
  );
}
