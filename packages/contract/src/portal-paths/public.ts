/**
 * The BFF routes the browser calls without a member session (sign-in, configuration and texts, campaigns, forms,
 * locations): what public pages import, so that they carry no member route. See ../portal-paths.ts.
 */
export const publicPortalPaths = {
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
  landingPageById: '/api/lp/gift/getById',
  landingPageByLegacyId: '/api/lp/gift/getByLegacyId',
  landingRegister: '/api/lp/gift/register',
  landingConfirm: '/api/lp/gift/confirm',
  submitQrCode: '/api/submitQrCode',
  webPushConfig: '/api/webpush/config',
  forms: '/api/forms',
  formSubmit: '/api/formSubmit',
} as const;

/** Every route of the BFF starts here; the portal's pages never do. */
export const BFF_PATH_PREFIX = '/api/';

/** Every member route of the BFF starts here (a session of the business is required). */
export const MEMBER_PATH_PREFIX = '/api/protected/';

/** Fills a path's `:name` parameters (zod-free, like this file). */
export { pathOf } from '../route';
