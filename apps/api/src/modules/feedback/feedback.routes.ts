import { loyaltyApi } from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../lib/implement';
import { getBusinessProfile } from '../businesses/businesses.service';
import { submitFeedback } from './feedback.service';

export async function feedbackRoutes(app: FastifyInstance): Promise<void> {
  implement(app, loyaltyApi.feedback.submit, async (request) => {
    const business = await getBusinessProfile(app.db, request.businessId);
    return submitFeedback(
      { db: app.db, delivery: app.delivery, log: request.log, clock: app.clock },
      business,
      request.member,
      request.body.data,
    );
  });
}
