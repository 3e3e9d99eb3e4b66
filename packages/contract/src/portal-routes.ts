import { z } from 'zod';
import {
  altchaChallengeSchema,
  captchaConfigSchema,
  captchaSolutionSchema,
  registrationResultSchema,
  registrationSchema,
  requestCodeResultSchema,
  requestCodeSchema,
  memberSessionsSchema,
  sessionClaimsSchema,
  sessionIdParamsSchema,
  sessionsRevokedSchema,
  temporaryTokenInspectSchema,
  temporaryTokenStatusSchema,
  verifyCodeResultSchema,
  verifyCodeSchema,
} from './auth';
import { localeCodeSchema } from './common';
import { businessConfigurationSchema, legalLinksSchema } from './configuration';
import { feedbackResultSchema, portalFeedbackRequestSchema } from './feedback';
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
} from './ledger';
import { languagesSchema, translationSchema, translationsSchema } from './locales';
import { countryRegionInfoSchema, locationQuerySchema, locationSchema, locationsSchema } from './locations';
import {
  memberDetailsSchema,
  profileUpdateResultSchema,
  profileUpdateSchema,
  profileUrlSchema,
  shortUserIdSchema,
} from './member-details';
import {
  markMessagesReadResultSchema,
  markMessagesReadSchema,
  memberMessagesQuerySchema,
  memberMessagesSchema,
} from './messages';
import {
  identifiersValidSchema,
  identifiersValidateSchema,
  landingClaimRequestSchema,
  landingClaimSchema,
  landingCodeRequestSchema,
  receiptCodeSchema,
  landingCodeSentSchema,
  landingPageSchema,
  receiptSubmitResultSchema,
} from './landing';
import {
  formDefinitionSchema,
  formFieldsInputSchema,
  formSubmissionResultSchema,
  formTypeSchema,
  idempotencyKeySchema,
} from './forms';
import { navigationItemsSchema } from './navigation';
import {
  webPushAddSchema,
  webPushConfigSchema,
  webPushDeleteSchema,
  webPushRegisteredSchema,
  webPushRemovedSchema,
} from './push';
import { portalPaths as paths } from './portal-paths';
import {
  dataExportDownloadQuerySchema,
  dataExportRequestSchema,
  dataExportResultSchema,
  deletionPreviewSchema,
  deletionRequestSchema,
  deletionResultSchema,
} from './privacy';
import { defineRoute } from './route';
import {
  PKPASS_CONTENT_TYPE,
  passkitDeviceParamsSchema,
  passkitLogSchema,
  passkitPassParamsSchema,
  passkitRegisterSchema,
  passkitRegistrationParamsSchema,
  passkitUpdatedQuerySchema,
  passkitUpdatedSchema,
  walletLinksSchema,
  walletTokenParamsSchema,
} from './wallet';
import {
  cancelSubscriptionSchema,
  memberSubscriptionSchema,
  memberSubscriptionsSchema,
  subscribeResultSchema,
  testCheckoutResultSchema,
  testCheckoutSchema,
  webhookResultSchema,
} from './subscriptions';

/**
 * The portal's backend-for-frontend (`/api/...`), defined once: each route handler is built from its entry
 * (`routeHandler(portalApi.x.y, …)` validates params, query and body with these schemas; `member` routes need a
 * session), and the browser's calls use the same paths (portal-paths.ts). Auth is `public` or `member`.
 */

export const friendReferralLinkSchema = friendReferralSchema.extend({
  /** The referral link on the host the member reached (a business may have its own domain). */
  link: z.string(),
});

/** The landing page's step 1 as the browser sends it: the captcha fields beside the phone number. */
export const landingRegisterSchema = landingCodeRequestSchema
  .omit({ captcha: true })
  .extend({ landingPageId: z.uuid('landing.not.found') })
  .extend(captchaSolutionSchema.shape);

export const landingConfirmSchema = landingClaimRequestSchema.extend({
  landingPageId: z.uuid('landing.not.found'),
});

/** What a scanner submits: the code as `identifier`; the other fields are accepted and not needed. */
export const submitQrCodeSchema = z.object({
  identifier: receiptCodeSchema,
  transactionId: z.string().max(100).optional(),
  businessId: z.string().max(64).optional(),
  type: z.string().max(40).optional(),
  siteKey: z.string().max(200).optional(),
  token: z.string().max(4000).optional(),
  humanRecaptchaToken: z.string().max(4000).optional(),
});

/** The browser's checkout request: the return address may be a path or a URL, on the portal's own origin only. */
const portalSubscribeSchema = z.object({
  priceId: z.string().min(1).max(100),
  returnUrl: z.string().min(1).max(2000),
});

/** `GET /api/forms`: ids that are not ids are simply unknown forms (404), not a 400. */
const portalFormsQuerySchema = z.object({
  formId: z.string().max(64).optional(),
  locationId: z.string().max(64).optional(),
  formType: formTypeSchema.optional(),
  activeForm: z.enum(['true', 'false']).optional(),
});

/** `POST /api/formSubmit`: the answers, the form's id (`form`), a once-per-fill key and the captcha fields. */
export const formSubmitSchema = z
  .object({
    formFields: formFieldsInputSchema,
    form: z.uuid('forms.not.found'),
    idempotencyKey: idempotencyKeySchema,
    language: localeCodeSchema.optional(),
  })
  .extend(captchaSolutionSchema.shape);

export const validateMemberIdentifiersSchema = identifiersValidateSchema.extend({
  /** Accepted for compatibility; a signed-in member needs no captcha here. */
  recaptchaData: z.unknown().optional(),
});

export const portalApi = {
  business: {
    configuration: defineRoute({
      method: 'GET',
      path: paths.configuration,
      auth: 'public',
      summary: "The business's configuration: name, theme, languages, menu and flags.",
      response: businessConfigurationSchema,
    }),
    legalLinks: defineRoute({
      method: 'GET',
      path: paths.legalLinks,
      auth: 'public',
      summary: 'Privacy policy, terms and loyalty terms (fetched when the legal panel opens).',
      response: legalLinksSchema,
    }),
    navigationItems: defineRoute({
      method: 'GET',
      path: paths.navigationItems,
      auth: 'public',
      summary: "The side drawer's menu items.",
      response: navigationItemsSchema,
    }),
    languages: defineRoute({
      method: 'GET',
      path: paths.languages,
      auth: 'public',
      summary: 'The languages the business offers.',
      response: languagesSchema,
    }),
    translation: defineRoute({
      method: 'GET',
      path: paths.translation,
      auth: 'public',
      summary: "One locale's texts, merged over the fallback locale.",
      params: z.object({ locale: localeCodeSchema }),
      response: translationSchema,
    }),
    translations: defineRoute({
      method: 'GET',
      path: paths.translations,
      auth: 'public',
      summary: "Every offered locale's texts.",
      response: translationsSchema,
    }),
    countryRegionInfo: defineRoute({
      method: 'GET',
      path: paths.countryRegionInfo,
      auth: 'public',
      summary: "The visitor's country and the business country to use for it.",
      response: countryRegionInfoSchema,
    }),
    locations: defineRoute({
      method: 'GET',
      path: paths.locations,
      auth: 'public',
      summary: "The business's shops and branches.",
      response: locationsSchema,
    }),
    location: defineRoute({
      method: 'GET',
      path: paths.location,
      auth: 'public',
      summary: 'One location (`?locationId=`).',
      query: locationQuerySchema,
      response: locationSchema,
    }),
  },
  captcha: {
    config: defineRoute({
      method: 'GET',
      path: paths.captchaConfig,
      auth: 'public',
      summary: "Which captcha the business's anonymous forms show.",
      response: captchaConfigSchema,
    }),
    challenge: defineRoute({
      method: 'GET',
      path: paths.captchaChallenge,
      auth: 'public',
      summary: 'A fresh, signed ALTCHA challenge (single use, never cached).',
      response: altchaChallengeSchema,
    }),
  },
  auth: {
    requestVerification: defineRoute({
      method: 'POST',
      path: paths.requestVerification,
      auth: 'public',
      summary: 'Send a one-time code to a phone number or e-mail address.',
      body: requestCodeSchema,
      response: requestCodeResultSchema,
    }),
    requestOtpVerification: defineRoute({
      method: 'POST',
      path: paths.requestOtpVerification,
      auth: 'public',
      summary: 'Send the code again (the API throttles resends).',
      body: requestCodeSchema,
      response: requestCodeResultSchema,
    }),
    loginVerify: defineRoute({
      method: 'POST',
      path: paths.loginVerify,
      auth: 'public',
      summary: 'Check a one-time code: a sign-in or registration ticket.',
      body: verifyCodeSchema,
      response: verifyCodeResultSchema,
    }),
    registration: defineRoute({
      method: 'POST',
      path: paths.registration,
      auth: 'public',
      summary: 'Complete a registration ticket: a sign-in ticket.',
      body: registrationSchema,
      response: registrationResultSchema,
    }),
    temporaryTokenStatus: defineRoute({
      method: 'POST',
      path: paths.temporaryTokenStatus,
      auth: 'public',
      summary: "A sign-in link's temporary token, not used: its member and whether consent must come first.",
      body: temporaryTokenInspectSchema,
      response: temporaryTokenStatusSchema,
    }),
  },
  privacy: {
    exportDownload: defineRoute({
      method: 'GET',
      path: paths.privacyExportDownload,
      auth: 'public',
      summary: "A data export by the e-mailed link's token (the token is the credential).",
      params: z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'general.not.found') }),
      query: dataExportDownloadQuerySchema,
      response: z.unknown(),
      produces: 'application/json, text/csv',
    }),
    dataExport: defineRoute({
      method: 'POST',
      path: paths.dataExport,
      auth: 'member',
      summary: "E-mail the member a link to their data's export.",
      body: dataExportRequestSchema,
      response: dataExportResultSchema,
    }),
    deletionPreview: defineRoute({
      method: 'GET',
      path: paths.deleteMember,
      auth: 'member',
      summary: 'What a deletion would erase and keep anonymised.',
      response: deletionPreviewSchema,
    }),
    deleteMember: defineRoute({
      method: 'POST',
      path: paths.deleteMember,
      auth: 'member',
      summary: "Delete the member's account (at least one of the three boxes ticked).",
      body: deletionRequestSchema,
      response: deletionResultSchema,
    }),
  },
  member: {
    details: defineRoute({
      method: 'GET',
      path: paths.memberDetails,
      auth: 'member',
      summary: 'The member, balances (hundredths), consent and missing fields.',
      response: memberDetailsSchema,
    }),
    session: defineRoute({
      method: 'GET',
      path: paths.memberSession,
      auth: 'member',
      summary: "The signed-in member's session, as the API still accepts it.",
      response: sessionClaimsSchema,
    }),
    sessions: defineRoute({
      method: 'GET',
      path: paths.memberSessions,
      auth: 'member',
      summary: "The member's signed-in devices, this one marked.",
      response: memberSessionsSchema,
    }),
    revokeSession: defineRoute({
      method: 'POST',
      path: paths.revokeMemberSession,
      auth: 'member',
      summary: 'Sign one device out.',
      params: sessionIdParamsSchema,
      response: sessionsRevokedSchema,
    }),
    revokeAllSessions: defineRoute({
      method: 'POST',
      path: paths.revokeAllMemberSessions,
      auth: 'member',
      summary: 'Sign out everywhere, this device too.',
      response: sessionsRevokedSchema,
    }),
    shortUserId: defineRoute({
      method: 'GET',
      path: paths.shortUserId,
      auth: 'member',
      summary: 'The identification code (stable per member).',
      response: shortUserIdSchema,
    }),
    profileUrl: defineRoute({
      method: 'GET',
      path: paths.profileUrl,
      auth: 'member',
      summary: "The profile-update page's URL (the portal appends `lang`).",
      response: profileUrlSchema,
    }),
    updateProfile: defineRoute({
      method: 'PUT',
      path: paths.updateProfile,
      auth: 'member',
      summary: 'Save the fields the member changed.',
      body: profileUpdateSchema,
      response: profileUpdateResultSchema,
    }),
    submitFeedback: defineRoute({
      method: 'POST',
      path: paths.submitFeedback,
      auth: 'member',
      summary: 'Feedback to the business.',
      body: portalFeedbackRequestSchema,
      response: feedbackResultSchema,
    }),
    friendReferral: defineRoute({
      method: 'GET',
      path: paths.friendReferral,
      auth: 'member',
      summary: "The member's referral code and its link on this portal's origin.",
      response: friendReferralLinkSchema,
    }),
  },
  inbox: {
    messages: defineRoute({
      method: 'GET',
      path: paths.memberMessages,
      auth: 'member',
      summary: "A page of the member's messages, newest first (`limit`, `offset`, `tag`).",
      query: memberMessagesQuerySchema,
      response: memberMessagesSchema,
    }),
    markRead: defineRoute({
      method: 'PUT',
      path: paths.markMessageAsRead,
      auth: 'member',
      summary: "Mark the member's own messages read by key.",
      body: markMessagesReadSchema,
      response: markMessagesReadResultSchema,
    }),
  },
  ledger: {
    gifts: defineRoute({
      method: 'GET',
      path: paths.gifts,
      auth: 'member',
      summary: "The member's gifts, newest first.",
      response: giftsSchema,
    }),
    pointsSummary: defineRoute({
      method: 'GET',
      path: paths.pointsSummary,
      auth: 'member',
      summary: 'Points and credit, the next points expiry, lifetime totals.',
      response: pointsSummarySchema,
    }),
    shopItems: defineRoute({
      method: 'GET',
      path: paths.shopItems,
      auth: 'member',
      summary: 'The active items of the points or reward shop.',
      params: z.object({ shop: shopSchema }),
      response: shopItemsSchema,
    }),
    pointShopPurchase: defineRoute({
      method: 'POST',
      path: paths.pointShopPurchase,
      auth: 'member',
      summary: 'Buy a points-shop item (`{ itemId, idempotencyKey }`).',
      body: shopPurchaseRequestSchema,
      response: shopPurchaseResultSchema,
    }),
    rewardShopPurchase: defineRoute({
      method: 'POST',
      path: paths.rewardShopPurchase,
      auth: 'member',
      summary: 'Buy a reward-shop item (`{ itemId, idempotencyKey }`).',
      body: shopPurchaseRequestSchema,
      response: shopPurchaseResultSchema,
    }),
    purchaseActivity: defineRoute({
      method: 'GET',
      path: paths.purchaseActivity,
      auth: 'member',
      summary: 'Purchases the business recorded, newest first.',
      params: pageParamsSchema,
      response: purchaseActivityPageSchema,
    }),
    budgetActivity: defineRoute({
      method: 'GET',
      path: paths.budgetActivity,
      auth: 'member',
      summary: 'Credit or points entries, newest first.',
      params: pageParamsSchema.extend({ creditType: budgetCreditTypeSchema }),
      response: budgetActivityPageSchema,
    }),
  },
  landing: {
    byId: defineRoute({
      method: 'GET',
      path: paths.landingPageById,
      auth: 'public',
      summary: 'A landing page (`?id=`, optional `lang`).',
      query: z.object({ id: z.uuid('landing.not.found'), lang: localeCodeSchema.optional() }),
      response: landingPageSchema,
    }),
    byLegacyId: defineRoute({
      method: 'GET',
      path: paths.landingPageByLegacyId,
      auth: 'public',
      summary: 'A landing page by its previous id (`?id=`, optional `lang`).',
      query: z.object({ id: z.string().trim().min(1).max(100), lang: localeCodeSchema.optional() }),
      response: landingPageSchema,
    }),
    register: defineRoute({
      method: 'POST',
      path: paths.landingRegister,
      auth: 'public',
      summary: "Step 1: a one-time code by SMS to the visitor's phone (also answers with a trailing slash).",
      body: landingRegisterSchema,
      response: landingCodeSentSchema,
    }),
    confirm: defineRoute({
      method: 'POST',
      path: paths.landingConfirm,
      auth: 'public',
      summary: "Step 2: the code; the page's gift, and a sign-in ticket for the visitor.",
      body: landingConfirmSchema,
      response: landingClaimSchema,
    }),
  },
  receipts: {
    submitQrCode: defineRoute({
      method: 'POST',
      path: paths.submitQrCode,
      auth: 'member',
      summary: "A scanned receipt QR code (`identifier`): its purchase's points for the member, once.",
      body: submitQrCodeSchema,
      response: receiptSubmitResultSchema,
    }),
  },
  forms: {
    find: defineRoute({
      method: 'GET',
      path: paths.forms,
      auth: 'public',
      summary:
        'A form by `formId`, or with `activeForm=true` the newest open form of a `formType` and `locationId`.',
      query: portalFormsQuerySchema,
      response: formDefinitionSchema,
    }),
    submit: defineRoute({
      method: 'POST',
      path: paths.formSubmit,
      auth: 'public',
      summary:
        "A form's answers: as the member when signed in to this business, else as a guest with the captcha fields.",
      body: formSubmitSchema,
      response: formSubmissionResultSchema,
    }),
  },
  identifiers: {
    validate: defineRoute({
      method: 'POST',
      path: paths.validateMemberIdentifiers,
      auth: 'member',
      summary: 'Whether a phone number and an e-mail address are free for the member to use.',
      body: validateMemberIdentifiersSchema,
      response: identifiersValidSchema,
    }),
  },
  wallet: {
    links: defineRoute({
      method: 'GET',
      path: paths.walletLinks,
      auth: 'member',
      summary: "The member's Apple and Google wallet links (each works for 1 h without a session).",
      response: walletLinksSchema,
    }),
    applePass: defineRoute({
      method: 'GET',
      path: paths.walletApplePass,
      auth: 'public',
      summary: 'The Apple Wallet pass of a wallet link (the token is the credential).',
      params: walletTokenParamsSchema,
      response: z.unknown(),
      produces: PKPASS_CONTENT_TYPE,
    }),
    googleSave: defineRoute({
      method: 'GET',
      path: paths.walletGoogleSave,
      auth: 'public',
      summary:
        'Redirects (303) to "save to Google Wallet" with a JWT signed now (the token is the credential).',
      params: walletTokenParamsSchema,
      response: z.unknown(),
    }),
    passkitRegister: defineRoute({
      method: 'POST',
      path: paths.passkitRegistration,
      auth: 'public',
      summary:
        'PassKit web service: register a device for updates of a pass (Authorization: ApplePass token).',
      params: passkitRegistrationParamsSchema,
      body: passkitRegisterSchema,
      response: z.unknown(),
    }),
    passkitUnregister: defineRoute({
      method: 'DELETE',
      path: paths.passkitRegistration,
      auth: 'public',
      summary: 'PassKit web service: unregister a device from a pass.',
      params: passkitRegistrationParamsSchema,
      response: z.unknown(),
    }),
    passkitUpdatedSerials: defineRoute({
      method: 'GET',
      path: paths.passkitUpdatedSerials,
      auth: 'public',
      summary: "PassKit web service: serials of the device's passes updated since a tag (204 when none).",
      params: passkitDeviceParamsSchema,
      query: passkitUpdatedQuerySchema,
      response: passkitUpdatedSchema,
    }),
    passkitLatestPass: defineRoute({
      method: 'GET',
      path: paths.passkitLatestPass,
      auth: 'public',
      summary: 'PassKit web service: the latest pass (304 when not modified since If-Modified-Since).',
      params: passkitPassParamsSchema,
      response: z.unknown(),
      produces: PKPASS_CONTENT_TYPE,
    }),
    passkitLog: defineRoute({
      method: 'POST',
      path: paths.passkitLog,
      auth: 'public',
      summary: "PassKit web service: a phone's error messages.",
      body: passkitLogSchema,
      response: z.unknown(),
    }),
  },
  webPush: {
    config: defineRoute({
      method: 'GET',
      path: paths.webPushConfig,
      auth: 'public',
      summary: 'The VAPID public key that the browser subscribes to push with.',
      response: webPushConfigSchema,
    }),
    add: defineRoute({
      method: 'POST',
      path: paths.webPushAdd,
      auth: 'member',
      summary: "Register this device's push subscription (`token`: the subscription as JSON) for the member.",
      body: webPushAddSchema,
      response: webPushRegisteredSchema,
    }),
    delete: defineRoute({
      method: 'POST',
      path: paths.webPushDelete,
      auth: 'member',
      summary: "Remove one of the member's push subscriptions.",
      body: webPushDeleteSchema,
      response: webPushRemovedSchema,
    }),
  },
  subscriptions: {
    list: defineRoute({
      method: 'GET',
      path: paths.subscriptions,
      auth: 'member',
      summary: "The business's membership plans and the member's subscriptions, in the language asked for.",
      query: z.object({ lang: localeCodeSchema.optional() }),
      response: memberSubscriptionsSchema,
    }),
    subscribe: defineRoute({
      method: 'POST',
      path: paths.subscribe,
      auth: 'member',
      summary:
        'Start a checkout of a plan (`priceId`); `returnUrl` must be on this portal. Answers the checkout URL.',
      body: portalSubscribeSchema,
      response: subscribeResultSchema,
    }),
    cancel: defineRoute({
      method: 'POST',
      path: paths.cancelSubscription,
      auth: 'member',
      summary: 'Cancel a subscription at the end of its paid period (idempotent).',
      body: cancelSubscriptionSchema,
      response: memberSubscriptionSchema,
    }),
    testCheckout: defineRoute({
      method: 'POST',
      path: paths.testCheckout,
      auth: 'member',
      summary: 'Test mode only: the simulated checkout page pays or declines.',
      body: testCheckoutSchema,
      response: testCheckoutResultSchema,
    }),
    stripeWebhook: defineRoute({
      method: 'POST',
      path: paths.stripeWebhook,
      auth: 'public',
      summary: "Stripe's events: the raw body and `stripe-signature` are forwarded untouched to the API.",
      response: webhookResultSchema,
    }),
  },
} as const;

export type PortalApi = typeof portalApi;

export type LandingRegister = z.input<typeof landingRegisterSchema>;
export type LandingConfirm = z.input<typeof landingConfirmSchema>;
export type SubmitQrCode = z.input<typeof submitQrCodeSchema>;
export type FormSubmit = z.input<typeof formSubmitSchema>;
