import { feedbackRequestSchema, type FeedbackResult } from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';
import { parse } from '../../lib/parse';
import { getBusinessProfile } from '../businesses/businesses.service';
import { submitFeedback } from './feedback.service';

/** Member routes: behind `requireMemberSession`, so `request.member` is the signed-in member. */
export async function feedbackRoutes(app: FastifyInstance): Promise<void> {
  // Portal: /api/protected/member/submitFeedBack ({ data: { email, subject, message } }).
  app.post('/v1/member/feedback', async (request): Promise<FeedbackResult> => {
    const { data } = parse(feedbackRequestSchema, request.body);
    const business = await getBusinessProfile(app.db, request.businessId);
    return submitFeedback(
      { db: app.db, delivery: app.delivery, log: request.log, clock: app.clock },
      business,
      request.member,
      data,
    );
  });
}
