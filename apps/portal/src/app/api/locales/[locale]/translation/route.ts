// GET /api/locales/{locale}/translation: one locale's texts merged over en_US, cached per business.
import { z } from 'zod';
import { localeCodeSchema, translationSchema } from '@loyalty/contract';
import { businessDataCache } from '@/server/cache-policies';
import { routeHandler } from '@/server/route-handler';

export const GET = routeHandler({
  params: z.object({ locale: localeCodeSchema }),
  cache: businessDataCache,
  handler: ({ api, params }) =>
    api.get(`/v1/locales/${encodeURIComponent(params.locale)}/translation`, { schema: translationSchema }),
});
