import { z } from 'zod';
import {
  memberSessionsSchema,
  sessionClaimsSchema,
  sessionIdParamsSchema,
  sessionsRevokedSchema,
} from '../auth';
import { feedbackRequestSchema, feedbackResultSchema } from '../feedback';
import {
  budgetActivityPageSchema,
  budgetCreditTypeSchema,
  friendReferralSchema,
  giftsSchema,
  pageParamsSchema,
  pointsSummarySchema,
  purchaseActivityPageSchema,
  shopItemsSchema,
  shopPurchaseRequestSchema,
  shopPurchaseResultSchema,
  shopSchema,
} from '../ledger';
import {
  memberDetailsSchema,
  profileUpdateResultSchema,
  profileUpdateSchema,
  profileUrlSchema,
  shortUserIdSchema,
} from '../member-details';
import {
  markMessagesReadResultSchema,
  markMessagesReadSchema,
  memberMessagesQuerySchema,
  memberMessagesSchema,
} from '../messages';
import {
  dataExportCallSchema,
  dataExportDownloadQuerySchema,
  dataExportResultSchema,
  deletionPreviewSchema,
  deletionRequestSchema,
  deletionResultSchema,
} from '../privacy';
import { defineRoute } from '../route';
import { noContentSchema } from './params';

/** The signed-in member's own data: every route acts for the member of the verified session only. */

export const sessionRoutes = {
  claims: defineRoute({
    method: 'GET',
    path: '/v1/member/session',
    auth: 'member',
    summary: "The session's claims, fresh from the member (names or e-mail may have changed since sign-in).",
    response: sessionClaimsSchema,
  }),
  signOut: defineRoute({
    method: 'POST',
    path: '/v1/member/sign-out',
    auth: 'member',
    summary:
      'Sign out: the session of this call is refused from here on; the member stays signed in elsewhere.',
    response: noContentSchema,
    status: 204,
  }),
  list: defineRoute({
    method: 'GET',
    path: '/v1/member/sessions',
    auth: 'member',
    summary: "The member's signed-in devices, most recently seen first, the calling one marked current.",
    response: memberSessionsSchema,
  }),
  revoke: defineRoute({
    method: 'POST',
    path: '/v1/member/sessions/:sessionId/revoke',
    auth: 'member',
    summary: "End one of the member's sessions (a lost phone, say).",
    params: sessionIdParamsSchema,
    response: sessionsRevokedSchema,
    errors: { 404: ['session.not.found'] },
  }),
  revokeAll: defineRoute({
    method: 'POST',
    path: '/v1/member/sessions/revoke-all',
    auth: 'member',
    summary: 'Sign out everywhere: every session of the member ends, the calling one too.',
    response: sessionsRevokedSchema,
  }),
};

export const profileRoutes = {
  details: defineRoute({
    method: 'GET',
    path: '/v1/member/details',
    auth: 'member',
    summary: 'The member, both balances (hundredths), consent and missing mandatory fields.',
    response: memberDetailsSchema,
  }),
  shortId: defineRoute({
    method: 'GET',
    path: '/v1/member/short-id',
    auth: 'member',
    summary: "The member's short identification code (shown as a QR code at the till).",
    response: shortUserIdSchema,
  }),
  profileUrl: defineRoute({
    method: 'GET',
    path: '/v1/member/profile-url',
    auth: 'member',
    summary: 'Where the profile-update page lives.',
    response: profileUrlSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/v1/member/profile',
    auth: 'member',
    summary: "Save the member's profile (names, contact details, birthday, language).",
    body: profileUpdateSchema,
    response: profileUpdateResultSchema,
    errors: { 409: ['register.unique.identifier.exists.email', 'register.unique.identifier.exists.phone'] },
  }),
};

export const feedbackRoutes = {
  submit: defineRoute({
    method: 'POST',
    path: '/v1/member/feedback',
    auth: 'member',
    summary: "Feedback to the business, stored and e-mailed to the business's feedback address.",
    body: feedbackRequestSchema,
    response: feedbackResultSchema,
    errors: { 429: ['profile-page.feedback.throttled'] },
  }),
};

export const privacyRoutes = {
  requestExport: defineRoute({
    method: 'POST',
    path: '/v1/member/data-export',
    auth: 'member',
    summary: 'E-mail the member a link to everything held about them (JSON and CSV), valid for 7 days.',
    body: dataExportCallSchema,
    response: dataExportResultSchema,
    errors: { 429: ['general.rate.limited'] },
  }),
  downloadExport: defineRoute({
    method: 'GET',
    path: '/v1/privacy/exports/:token',
    auth: 'business',
    summary: "A data export by the e-mailed link's token (the token is the credential).",
    params: z.object({ token: z.string() }),
    query: dataExportDownloadQuerySchema,
    response: z.unknown(),
    produces: 'application/json, text/csv',
    errors: { 404: ['general.not.found'] },
  }),
  deletionPreview: defineRoute({
    method: 'GET',
    path: '/v1/member/deletion',
    auth: 'member',
    summary: 'What deleting the account would remove.',
    response: deletionPreviewSchema,
  }),
  delete: defineRoute({
    method: 'POST',
    path: '/v1/member/deletion',
    auth: 'member',
    summary: "Delete the member's account and data, and end every session.",
    body: deletionRequestSchema,
    response: deletionResultSchema,
    // The payment provider's customer is deleted first; unreachable, nothing is erased.
    errors: { 503: ['payments.provider.unavailable'] },
  }),
};

export const ledgerMemberRoutes = {
  points: defineRoute({
    method: 'GET',
    path: '/v1/member/points',
    auth: 'member',
    summary: "The member's points summary: balance, expiring points, totals earned and spent.",
    response: pointsSummarySchema,
  }),
};

export const shopMemberRoutes = {
  items: defineRoute({
    method: 'GET',
    path: '/v1/member/shop/:shop/items',
    auth: 'member',
    summary: 'The active items of the points shop or the reward shop.',
    params: z.object({ shop: shopSchema }),
    response: shopItemsSchema,
  }),
  purchase: defineRoute({
    method: 'POST',
    path: '/v1/member/shop/:shop/purchase',
    auth: 'member',
    summary: 'Buy an item with points (or credit): a gift for the member; idempotent by its key.',
    params: z.object({ shop: shopSchema }),
    body: shopPurchaseRequestSchema,
    response: shopPurchaseResultSchema,
    errors: {
      404: ['shop.item.not.found'],
      409: [
        'ledger.insufficient.balance',
        'shop.item.out.of.stock',
        'shop.item.not.available',
        'general.idempotency.key.reused',
      ],
    },
  }),
};

export const giftMemberRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/v1/member/gifts',
    auth: 'member',
    summary: "The member's gifts, ready to use first.",
    response: giftsSchema,
  }),
};

export const activityRoutes = {
  purchases: defineRoute({
    method: 'GET',
    path: '/v1/member/activity/purchases',
    auth: 'member',
    summary: "A page of the member's purchases, newest first.",
    query: pageParamsSchema,
    response: purchaseActivityPageSchema,
  }),
  budget: defineRoute({
    method: 'GET',
    path: '/v1/member/activity/budget/:creditType',
    auth: 'member',
    summary: 'A page of credit or points movements, newest first (`points` and `point` are one type).',
    params: z.object({ creditType: budgetCreditTypeSchema }),
    query: pageParamsSchema,
    response: budgetActivityPageSchema,
  }),
};

export const referralRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/v1/member/referral',
    auth: 'member',
    summary: "The member's referral code and link, friends joined and points earned.",
    response: friendReferralSchema,
  }),
};

export const messageMemberRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/v1/member/messages',
    auth: 'member',
    summary: "A page of the member's inbox, newest first, in the member's language.",
    query: memberMessagesQuerySchema,
    response: memberMessagesSchema,
  }),
  markRead: defineRoute({
    method: 'PUT',
    path: '/v1/member/messages/read',
    auth: 'member',
    summary: 'Mark messages read by their keys.',
    body: markMessagesReadSchema,
    response: markMessagesReadResultSchema,
  }),
};
