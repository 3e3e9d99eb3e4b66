import { loyaltyApi } from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../lib/implement';
import { getBudgetActivity } from '../ledger/ledger.service';
import { getPurchaseActivity } from '../purchases/purchases.service';

/** The member's purchases and balance movements, newest first, a page at a time. */
export async function activityMemberRoutes(app: FastifyInstance): Promise<void> {
  implement(app, loyaltyApi.activity.purchases, async (request) =>
    getPurchaseActivity(app.db, request.businessId, request.member.id, request.query),
  );

  implement(app, loyaltyApi.activity.budget, async (request) => {
    const type = request.params.creditType === 'credit' ? 'credit' : 'point';
    return getBudgetActivity(
      app.db,
      { businessId: request.businessId, memberId: request.member.id, type },
      request.query,
    );
  });
}
