import {
  adminShopItemListQuerySchema,
  businessIdSchema,
  shopItemCreateSchema,
  shopItemUpdateSchema,
  shopPurchaseRequestSchema,
  shopSchema,
  type AdminShopItem,
  type ShopItems,
  type ShopPurchaseResult,
} from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parse } from '../../lib/parse';
import { getBusinessProfile } from '../businesses/businesses.service';
import {
  createShopItem,
  listShopItems,
  listShopItemsForAdmin,
  purchaseItem,
  updateShopItem,
} from './shop.service';

const shopParamsSchema = z.object({ shop: shopSchema });
const businessParamsSchema = z.object({ businessId: businessIdSchema });
const itemParamsSchema = businessParamsSchema.extend({ itemId: z.string().min(1).max(64) });

/** Member routes: behind `requireMemberSession`. */
export async function shopMemberRoutes(app: FastifyInstance): Promise<void> {
  // Portal: /api/protected/points/shop/{shop}.
  app.get('/v1/member/shop/:shop/items', async (request): Promise<ShopItems> => {
    const { shop } = parse(shopParamsSchema, request.params);
    return listShopItems(app.db, request.businessId, shop, app.clock());
  });

  // Portal: /api/protected/points/submitPointShopPurchase and submitRewardShopPurchase.
  app.post('/v1/member/shop/:shop/purchase', async (request): Promise<ShopPurchaseResult> => {
    const { shop } = parse(shopParamsSchema, request.params);
    const body = parse(shopPurchaseRequestSchema, request.body ?? {});
    return purchaseItem(
      { db: app.db, businessId: request.businessId, memberId: request.member.id, shop, now: app.clock() },
      body,
    );
  });
}

/** Admin routes (CLI shop:item-create, shop:item-list, shop:item-update). */
export async function shopAdminRoutes(app: FastifyInstance): Promise<void> {
  app.get('/admin/v1/businesses/:businessId/shop/items', async (request) => {
    const { businessId } = parse(businessParamsSchema, request.params);
    const { shop } = parse(adminShopItemListQuerySchema, request.query);
    await getBusinessProfile(app.db, businessId);
    return listShopItemsForAdmin(app.db, businessId, shop);
  });

  app.post('/admin/v1/businesses/:businessId/shop/items', async (request, reply): Promise<AdminShopItem> => {
    const { businessId } = parse(businessParamsSchema, request.params);
    const body = parse(shopItemCreateSchema, request.body ?? {});
    await getBusinessProfile(app.db, businessId);
    reply.code(201);
    return createShopItem(app.db, businessId, body, app.clock());
  });

  app.patch(
    '/admin/v1/businesses/:businessId/shop/items/:itemId',
    async (request): Promise<AdminShopItem> => {
      const { businessId, itemId } = parse(itemParamsSchema, request.params);
      const body = parse(shopItemUpdateSchema, request.body ?? {});
      await getBusinessProfile(app.db, businessId);
      return updateShopItem(app.db, businessId, itemId, body, app.clock());
    },
  );
}
