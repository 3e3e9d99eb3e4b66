export * from './constants';
export * from './errors';
export * from './api-error';
export * from './common';
export * from './configuration';
export * from './navigation';
export * from './locales';
export * from './locations';
export * from './members';
export * from './admin';
export * from './outbox';
export * from './health';
export * from './auth';
export * from './member-details';
export * from './feedback';
export * from './ledger';
export * from './ledger-admin';
export * from './messages';
export * from './messages-admin';
export * from './privacy';
export * from './landing';
export * from './wallet';
export * from './push';
export * from './forms';
export * from './opening-hours';
export * from './route';
export { loyaltyApi, type LoyaltyApi } from './routes/index';
export { buildOpenApiDocument, type OpenApiInfo } from './openapi';
export { loyaltyApiDocument } from './loyalty-openapi';
export { portalPaths, type PortalPath } from './portal-paths';
export {
  portalApi,
  friendReferralLinkSchema,
  landingConfirmSchema,
  landingRegisterSchema,
  submitQrCodeSchema,
  validateMemberIdentifiersSchema,
  type LandingConfirm,
  type LandingRegister,
  type PortalApi,
  type SubmitQrCode,
  formSubmitSchema,
  type FormSubmit,
} from './portal-routes';
export { interpolate, normaliseHost } from './text';
export * from './subscriptions';
