// GET /api/protected/points/shop/{shop}: the active items of the points or reward shop.
import { z } from 'zod';
import { shopItemsSchema, shopSchema } from '@loyalty/contract';
import { routeHandler } from '@/server/route-handler';

export const GET = routeHandler({
  member: true,
  params: z.object({ shop: shopSchema }),
  handler: ({ api, params }) =>
    api.get(`/v1/member/shop/${params.shop}/items`, { member: true, schema: shopItemsSchema }),
});
