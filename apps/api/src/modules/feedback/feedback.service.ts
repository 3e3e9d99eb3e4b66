import { FEEDBACK_PER_HOUR, messageKeys, type Feedback, type FeedbackResult } from '@loyalty/contract';
import type { Database } from '@loyalty/db';
import type { FastifyBaseLogger } from 'fastify';
import { unavailable } from '../../lib/http-error';
import { loggableError } from '../../plugins/error-handler';
import type { BusinessProfile } from '../businesses/businesses.service';
import type { DeliveryAdapter } from '../delivery/delivery-adapter';
import type { MemberRow } from '../members/members.service';
import { throttle, type ThrottleRule } from '../throttle/throttle.service';
import { deleteFeedbackRow, insertFeedbackRow, type FeedbackRow } from './feedback.repository';

const FEEDBACK_RULE: ThrottleRule = {
  name: 'feedback-member',
  max: FEEDBACK_PER_HOUR,
  windowSeconds: 3600,
};

export interface FeedbackDeps {
  db: Database;
  delivery: DeliveryAdapter;
  log: FastifyBaseLogger;
  clock: () => Date;
}

/** One line: a subject never carries a line break into a mail header. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();

function composeMail(business: BusinessProfile, member: MemberRow, row: FeedbackRow) {
  const name = [member.firstName, member.lastName].filter(Boolean).join(' ') || '(no name)';
  return {
    subject: oneLine(`Feedback: ${row.subject}`),
    body: [
      `Feedback from a member of ${business.name}.`,
      '',
      `From: ${name} <${row.email}>`,
      `Member: ${member.id} (identification ${member.shortId})`,
      `Subject: ${oneLine(row.subject)}`,
      '',
      row.message,
    ].join('\n'),
  };
}

/**
 * `POST /v1/member/feedback`: stored for the business and e-mailed to its feedback address. Without an address (or
 * without e-mail delivery) it is only stored. A delivery failure takes the stored row back and answers 503, so a
 * retry neither duplicates nor loses it. At most FEEDBACK_PER_HOUR per member per hour (429 with Retry-After).
 */
export async function submitFeedback(
  deps: FeedbackDeps,
  business: BusinessProfile,
  member: MemberRow,
  body: Feedback,
): Promise<FeedbackResult> {
  const now = deps.clock();
  await throttle(
    deps.db,
    [{ rule: FEEDBACK_RULE, subject: `${business.id}:${member.id}` }],
    now,
    messageKeys.feedbackThrottled,
  );
  const row = await insertFeedbackRow(deps.db, {
    businessId: business.id,
    memberId: member.id,
    email: body.email,
    subject: body.subject,
    message: body.message,
    createdAt: now,
  });
  const recipient = business.settings.feedbackEmail;
  if (!recipient) return { sent: true };
  if (!deps.delivery.supports('email')) {
    deps.log.warn({ feedbackId: row.id }, 'no e-mail delivery configured: feedback stored only');
    return { sent: true };
  }
  const mail = composeMail(business, member, row);
  try {
    await deps.delivery.send({ businessId: business.id, channel: 'email', recipient, ...mail });
  } catch (error) {
    deps.log.error({ err: loggableError(error), feedbackId: row.id }, 'feedback delivery failed');
    await deleteFeedbackRow(deps.db, business.id, row.id);
    throw unavailable();
  }
  return { sent: true };
}
