// GET /api/protected/member/deleteMember: what a deletion would erase and keep anonymised.
// POST /api/protected/member/deleteMember: `{ privacyPolicy, rightToErasure, objectPersonalData }`, answers `{ ok }`.
import { deletionPreviewSchema, deletionRequestSchema, deletionResultSchema } from '@loyalty/contract';
import { readResponse } from '@/server/loyalty-client';
import { routeHandler } from '@/server/route-handler';

export const GET = routeHandler({
  member: true,
  handler: ({ api }) => api.get('/v1/member/deletion', { member: true, schema: deletionPreviewSchema }),
});

export const POST = routeHandler({
  member: true,
  body: deletionRequestSchema,
  handler: async ({ api, body }) =>
    readResponse(
      await api.post('/v1/member/deletion', { member: true, body }),
      deletionResultSchema,
      '/v1/member/deletion',
    ),
});
