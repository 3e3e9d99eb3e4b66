import {
  profileUpdateSchema,
  type MemberDetails,
  type ProfileUpdateResult,
  type ProfileUrl,
  type ShortUserId,
} from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';
import { parse } from '../../lib/parse';
import { getBusinessProfile } from '../businesses/businesses.service';
import { memberDetails, profileUrl, shortUserId, updateProfile } from './profile.service';

/** Member routes: behind `requireMemberSession`, so `request.member` is the signed-in member. */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  // Portal: /api/protected/member/getMemberDetails.
  app.get('/v1/member/details', async (request): Promise<MemberDetails> => {
    const business = await getBusinessProfile(app.db, request.businessId);
    return memberDetails(app.db, business, request.member);
  });

  // Portal: /api/protected/member/shortUserId (the identification QR code).
  app.get('/v1/member/short-id', async (request): Promise<ShortUserId> => shortUserId(request.member));

  // Portal: /api/protected/member/profileUrl.
  app.get('/v1/member/profile-url', async (): Promise<ProfileUrl> => profileUrl());

  // The profile-update page's save.
  app.put('/v1/member/profile', async (request): Promise<ProfileUpdateResult> => {
    const body = parse(profileUpdateSchema, request.body);
    const business = await getBusinessProfile(app.db, request.businessId);
    return updateProfile(app.db, business, request.member, body, app.clock());
  });
}
