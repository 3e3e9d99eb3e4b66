import { authRoutes } from './auth';
import {
  configurationRoutes,
  countryRegionRoutes,
  localeRoutes,
  locationRoutes,
  navigationRoutes,
} from './business';
import {
  apiKeyAdminRoutes,
  businessAdminRoutes,
  giftAdminRoutes,
  ledgerAdminRoutes,
  memberAdminRoutes,
  messageAdminRoutes,
  purchaseAdminRoutes,
  shopAdminRoutes,
} from './admin';
import {
  activityRoutes,
  feedbackRoutes,
  giftMemberRoutes,
  ledgerMemberRoutes,
  messageMemberRoutes,
  privacyRoutes,
  profileRoutes,
  referralRoutes,
  sessionRoutes,
  shopMemberRoutes,
} from './member';
import { pushRoutes } from './push';
import { captchaRoutes, devOutboxRoutes, healthRoutes, tenantRoutes } from './system';
import {
  identifierRoutes,
  landingAdminRoutes,
  landingRoutes,
  receiptAdminRoutes,
  receiptRoutes,
} from './landing';
import { walletAdminRoutes, walletRoutes } from './wallet';
import { paymentRoutes, subscriptionAdminRoutes, subscriptionMemberRoutes } from './subscriptions';
import { formAdminRoutes, formMemberRoutes, formRoutes, locationAdminRoutes } from './forms';

/**
 * Every endpoint of the loyalty API, by area. Add a route here (in its area's file) and implement it in the API
 * with `implement(app, loyaltyApi.<area>.<name>, handler)`; docs/adding-an-endpoint.md says the rest.
 */
export const loyaltyApi = {
  health: healthRoutes,
  devOutbox: devOutboxRoutes,
  tenants: tenantRoutes,
  captcha: captchaRoutes,
  configuration: configurationRoutes,
  navigation: navigationRoutes,
  locales: localeRoutes,
  countryRegion: countryRegionRoutes,
  locations: locationRoutes,
  auth: authRoutes,
  session: sessionRoutes,
  profile: profileRoutes,
  feedback: feedbackRoutes,
  privacy: privacyRoutes,
  ledger: ledgerMemberRoutes,
  shop: shopMemberRoutes,
  gifts: giftMemberRoutes,
  activity: activityRoutes,
  referrals: referralRoutes,
  messages: messageMemberRoutes,
  landing: landingRoutes,
  receipts: receiptRoutes,
  identifiers: identifierRoutes,
  wallet: walletRoutes,
  push: pushRoutes,
  subscriptions: subscriptionMemberRoutes,
  payments: paymentRoutes,
  forms: formRoutes,
  memberForms: formMemberRoutes,
  admin: {
    businesses: businessAdminRoutes,
    apiKeys: apiKeyAdminRoutes,
    members: memberAdminRoutes,
    ledger: ledgerAdminRoutes,
    purchases: purchaseAdminRoutes,
    shop: shopAdminRoutes,
    gifts: giftAdminRoutes,
    messages: messageAdminRoutes,
    landing: landingAdminRoutes,
    receipts: receiptAdminRoutes,
    wallet: walletAdminRoutes,
    subscriptions: subscriptionAdminRoutes,
    forms: formAdminRoutes,
    locations: locationAdminRoutes,
  },
} as const;

export type LoyaltyApi = typeof loyaltyApi;
