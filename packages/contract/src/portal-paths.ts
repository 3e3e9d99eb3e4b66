/**
 * The portal's own HTTP routes (its backend-for-frontend under /api), zod-free so that browser code can import
 * them without the schema library (`@loyalty/contract/portal-paths`). Their full definitions, with schemas, are
 * `portalApi` (portal-routes.ts). Parameters are written `:name`; `pathOf` fills them in.
 */
export const portalPaths = {
  /** next-auth's own routes (session, csrf, providers, signin, callback, signout, _log). */
  nextAuth: '/api/auth',
  configuration: '/api/configuration',
  legalLinks: '/api/legalLinks',
  navigationItems: '/api/navigation/items',
  languages: '/api/locales/languages',
  translation: '/api/locales/:locale/translation',
  translations: '/api/locales/translations',
  countryRegionInfo: '/api/countryRegionInfo',
  locations: '/api/locations',
  location: '/api/location',
  captchaConfig: '/api/captcha/config',
  captchaChallenge: '/api/captcha/challenge',
  requestVerification: '/api/auth/requestVerification',
  requestOtpVerification: '/api/auth/requestOTPVerification',
  loginVerify: '/api/auth/loginVerify',
  registration: '/api/auth/registration',
  temporaryTokenStatus: '/api/auth/temporaryTokenStatus',
  privacyExportDownload: '/api/privacy/export/:token',
  memberDetails: '/api/protected/member/getMemberDetails',
  memberSession: '/api/protected/member/session',
  memberSessions: '/api/protected/member/sessions',
  revokeMemberSession: '/api/protected/member/sessions/:sessionId/revoke',
  revokeAllMemberSessions: '/api/protected/member/sessions/revokeAll',
  shortUserId: '/api/protected/member/shortUserId',
  profileUrl: '/api/protected/member/profileUrl',
  updateProfile: '/api/protected/member/updateProfile',
  submitFeedback: '/api/protected/member/submitFeedBack',
  dataExport: '/api/protected/member/dataExport',
  deleteMember: '/api/protected/member/deleteMember',
  friendReferral: '/api/protected/member/friendReferral',
  memberMessages: '/api/protected/member/memberMessage',
  markMessageAsRead: '/api/protected/member/markMessageAsRead',
  gifts: '/api/protected/gift',
  pointsSummary: '/api/protected/points/member',
  shopItems: '/api/protected/points/shop/:shop',
  pointShopPurchase: '/api/protected/points/submitPointShopPurchase',
  rewardShopPurchase: '/api/protected/points/submitRewardShopPurchase',
  purchaseActivity: '/api/protected/activity/purchases/:page/:perPage',
  budgetActivity: '/api/protected/activity/budget/:creditType/:page/:perPage',
  landingPageById: '/api/lp/gift/getById',
  landingPageByLegacyId: '/api/lp/gift/getByLegacyId',
  landingRegister: '/api/lp/gift/register',
  landingConfirm: '/api/lp/gift/confirm',
  submitQrCode: '/api/submitQrCode',
  validateMemberIdentifiers: '/api/protected/member/validateMemberIdentifiers',
  walletLinks: '/api/protected/member/walletLinks',
  walletApplePass: '/api/wallet/apple/:token',
  walletGoogleSave: '/api/wallet/google/:token',
  passkitRegistration: '/api/wallet/passkit/v1/devices/:deviceId/registrations/:passTypeId/:serial',
  passkitUpdatedSerials: '/api/wallet/passkit/v1/devices/:deviceId/registrations/:passTypeId',
  passkitLatestPass: '/api/wallet/passkit/v1/passes/:passTypeId/:serial',
  passkitLog: '/api/wallet/passkit/v1/log',
  webPushConfig: '/api/webpush/config',
  webPushAdd: '/api/protected/webpush/add',
  webPushDelete: '/api/protected/webpush/delete',
  subscriptions: '/api/protected/businessSubscription/subscriptions',
  subscribe: '/api/protected/businessSubscription/subscribe',
  cancelSubscription: '/api/protected/businessSubscription/cancel',
  testCheckout: '/api/protected/businessSubscription/testCheckout',
  stripeWebhook: '/api/webhooks/stripe',
  forms: '/api/forms',
  formSubmit: '/api/formSubmit',
} as const;

/** Every member route of the BFF starts here (a session of the business is required). */
export const MEMBER_PATH_PREFIX = '/api/protected/';

export type PortalPath = (typeof portalPaths)[keyof typeof portalPaths];

/** Fills a path's `:name` parameters (zod-free, like this file). */
export { pathOf } from './route';
