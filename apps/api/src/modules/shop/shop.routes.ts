import { loyaltyApi } from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../lib/implement';
import { getBusinessProfile } from '../businesses/businesses.service';
import {
  createShopItem,
  listShopItems,
  listShopItemsForAdmin,
  purchaseItem,
  updateShopItem,
} from './shop.service';

export async function shopMemberRoutes(app: FastifyInstance): Promise<void> {
  implement(app, loyaltyApi.shop.items, async (request) =>
    listShopItems(app.db, request.businessId, request.params.shop, app.clock()),
  );

  // The hot path checks the member's session inside the purchase's one statement (a round trip fewer); anything
  // else runs the member-session hook's own check first.
  implement(
    app,
    loyaltyApi.shop.purchase,
    async (request) =>
      purchaseItem(
        {
          db: app.db,
          businessId: request.businessId,
          memberId: request.memberClaims.memberId,
          shop: request.params.shop,
          now: app.clock(),
          session: {
            id: request.memberClaims.sessionId,
            authTime: request.memberClaims.authTime,
            verify: () => app.verifyMemberSession(request),
          },
        },
        request.body,
      ),
    { memberSession: 'handler' },
  );
}

/** Admin (CLI shop:item-create, shop:item-list, shop:item-update). */
export async function shopAdminRoutes(app: FastifyInstance): Promise<void> {
  const routes = loyaltyApi.admin.shop;
  implement(app, routes.list, async (request) => {
    const { businessId } = request.params;
    await getBusinessProfile(app.db, businessId);
    return listShopItemsForAdmin(app.db, businessId, request.query.shop);
  });

  implement(app, routes.create, async (request) => {
    const { businessId } = request.params;
    await getBusinessProfile(app.db, businessId);
    return createShopItem(app.db, businessId, request.body, app.clock());
  });

  implement(app, routes.update, async (request) => {
    const { businessId, itemId } = request.params;
    await getBusinessProfile(app.db, businessId);
    return updateShopItem(app.db, businessId, itemId, request.body, app.clock());
  });
}
