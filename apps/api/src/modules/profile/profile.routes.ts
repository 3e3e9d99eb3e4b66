import { loyaltyApi } from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../lib/implement';
import { getBusinessProfile } from '../businesses/businesses.service';
import {
  memberDetails,
  profileUrl,
  shortUserId,
  updateProfile,
  validateMemberIdentifiers,
} from './profile.service';

export async function profileRoutes(app: FastifyInstance): Promise<void> {
  implement(app, loyaltyApi.profile.details, async (request) => {
    const business = await getBusinessProfile(app.db, request.businessId);
    // The balances come from the session check's own statement: one round trip to the database for the call.
    return memberDetails(business, request.member, request.memberBalances);
  });
  implement(app, loyaltyApi.profile.shortId, async (request) => shortUserId(request.member));
  implement(app, loyaltyApi.profile.profileUrl, async () => profileUrl());
  implement(app, loyaltyApi.profile.update, async (request) => {
    const business = await getBusinessProfile(app.db, request.businessId);
    return updateProfile(app.db, business, request.member, request.body, app.clock());
  });
  implement(app, loyaltyApi.identifiers.validate, async (request) => {
    const business = await getBusinessProfile(app.db, request.businessId);
    return validateMemberIdentifiers(app.db, business, request.member, request.body);
  });
}
