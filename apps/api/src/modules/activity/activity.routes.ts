import {
  budgetCreditTypeSchema,
  pageParamsSchema,
  type BudgetActivityPage,
  type PurchaseActivityPage,
} from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parse } from '../../lib/parse';
import { getBudgetActivity } from '../ledger/ledger.service';
import { getPurchaseActivity } from '../purchases/purchases.service';

const budgetParamsSchema = z.object({ creditType: budgetCreditTypeSchema });

/** Member routes: behind `requireMemberSession`. Both lists newest first, `?page&perPage`. */
export async function activityMemberRoutes(app: FastifyInstance): Promise<void> {
  // Portal: /api/protected/activity/purchases/{page}/{perPage}.
  app.get('/v1/member/activity/purchases', async (request): Promise<PurchaseActivityPage> =>
    getPurchaseActivity(
      app.db,
      request.businessId,
      request.member.id,
      parse(pageParamsSchema, request.query),
    ),
  );

  // Portal: /api/protected/activity/budget/{creditType}/{page}/{perPage}; `points` and `point` are one type.
  app.get('/v1/member/activity/budget/:creditType', async (request): Promise<BudgetActivityPage> => {
    const { creditType } = parse(budgetParamsSchema, request.params);
    const type = creditType === 'credit' ? 'credit' : 'point';
    return getBudgetActivity(
      app.db,
      { businessId: request.businessId, memberId: request.member.id, type },
      parse(pageParamsSchema, request.query),
    );
  });
}
