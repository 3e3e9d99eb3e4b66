// GET /api/navigation/items: the business's side-drawer menu entries.
import { navigationItemsSchema } from '@loyalty/contract';
import { businessDataCache } from '@/server/cache-policies';
import { routeHandler } from '@/server/route-handler';

export const GET = routeHandler({
  cache: businessDataCache,
  handler: ({ api }) => api.get('/v1/navigation/items', { schema: navigationItemsSchema }),
});
