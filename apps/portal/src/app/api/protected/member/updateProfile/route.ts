// PUT /api/protected/member/updateProfile: the fields the member changed (the profile-update page).
import { profileUpdateResultSchema, profileUpdateSchema } from '@loyalty/contract';
import { readResponse } from '@/server/loyalty-client';
import { routeHandler } from '@/server/route-handler';

export const PUT = routeHandler({
  member: true,
  body: profileUpdateSchema,
  handler: async ({ api, body }) =>
    readResponse(
      await api.put('/v1/member/profile', { member: true, body }),
      profileUpdateResultSchema,
      '/v1/member/profile',
    ),
});
