import { z } from 'zod';
import {
  apiKeyCreateSchema,
  apiKeyCreatedSchema,
  apiKeyIdSchema,
  apiKeyListSchema,
  apiKeySchema,
  businessCreateSchema,
  businessListSchema,
  businessSchema,
  businessUpdateSchema,
} from '../admin';
import {
  adminGiftListSchema,
  adminGiftSchema,
  adminShopItemListQuerySchema,
  adminShopItemListSchema,
  adminShopItemSchema,
  giftGrantSchema,
  giftRedeemSchema,
  pointsAdjustResultSchema,
  pointsAdjustSchema,
  pointsExpireResultSchema,
  purchaseRecordResultSchema,
  purchaseRecordSchema,
  shopItemCreateSchema,
  shopItemUpdateSchema,
} from '../ledger-admin';
import { memberImportSchema, memberListQuerySchema, memberListSchema, memberSummarySchema } from '../members';
import { messageBroadcastSchema, messageSendResultSchema, messageSendSchema } from '../messages-admin';
import { defineRoute } from '../route';
import { businessParamsSchema, memberRefParamsSchema } from './params';
import { adminSessionRevokeSchema, memberSessionsSchema, sessionsRevokedSchema } from '../auth';

/**
 * The admin API: what a business (its till, shop or back office) and the operator's CLI use. Every route needs
 * `Authorization: Bearer $ADMIN_TOKEN` (the operator) or a business's API key with the route's `scope`; a key
 * only ever reaches its own business.
 */

export const businessAdminRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/admin/v1/businesses',
    auth: 'admin',
    scope: 'operator',
    summary: 'Every business with its host names and settings.',
    response: businessListSchema,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/admin/v1/businesses',
    auth: 'admin',
    scope: 'operator',
    summary: 'Create a business (a name is enough: every setting has a default).',
    body: businessCreateSchema,
    response: businessSchema,
    status: 201,
    errors: { 409: ['business.exists', 'business.host.taken'] },
  }),
  get: defineRoute({
    method: 'GET',
    path: '/admin/v1/businesses/:businessId',
    auth: 'admin',
    scope: 'read',
    summary: 'One business with its host names and settings.',
    params: businessParamsSchema,
    response: businessSchema,
    errors: { 404: ['business.not.found'] },
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/admin/v1/businesses/:businessId',
    auth: 'admin',
    scope: 'config',
    summary: 'Rename a business, replace its host names, change some of its settings.',
    params: businessParamsSchema,
    body: businessUpdateSchema,
    response: businessSchema,
    errors: { 404: ['business.not.found'], 409: ['business.host.taken'] },
  }),
};

export const memberAdminRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/admin/v1/businesses/:businessId/members',
    auth: 'admin',
    scope: 'read',
    summary: "A page of the business's members, newest first, optionally filtered by name, e-mail or phone.",
    params: businessParamsSchema,
    query: memberListQuerySchema,
    response: memberListSchema,
    errors: { 404: ['business.not.found'] },
  }),
  import: defineRoute({
    method: 'POST',
    path: '/admin/v1/businesses/:businessId/members',
    auth: 'admin',
    scope: 'members',
    summary:
      'Bring in a member from elsewhere, without consent: their first sign-in asks for it (e-mail or phone needed).',
    params: businessParamsSchema,
    body: memberImportSchema,
    response: memberSummarySchema,
    status: 201,
    errors: {
      404: ['business.not.found'],
      409: ['register.unique.identifier.exists.email', 'register.unique.identifier.exists.phone'],
    },
  }),
  get: defineRoute({
    method: 'GET',
    path: '/admin/v1/businesses/:businessId/members/:memberRef',
    auth: 'admin',
    scope: 'read',
    summary: 'One member by id, e-mail address or phone number.',
    params: memberRefParamsSchema,
    response: memberSummarySchema,
    errors: { 404: ['business.not.found', 'member.not.found'] },
  }),
  sessions: defineRoute({
    method: 'GET',
    path: '/admin/v1/businesses/:businessId/members/:memberRef/sessions',
    auth: 'admin',
    scope: 'read',
    summary: "A member's signed-in devices, most recently seen first.",
    params: memberRefParamsSchema,
    response: memberSessionsSchema,
    errors: { 404: ['business.not.found', 'member.not.found'] },
  }),
  revokeSessions: defineRoute({
    method: 'POST',
    path: '/admin/v1/businesses/:businessId/members/:memberRef/sessions/revoke',
    auth: 'admin',
    scope: 'members',
    summary:
      'Sign a member out: one session by id, or every session without one (a lost phone, a shared login).',
    params: memberRefParamsSchema,
    body: adminSessionRevokeSchema,
    response: sessionsRevokedSchema,
    errors: { 404: ['business.not.found', 'member.not.found', 'session.not.found'] },
  }),
};

export const ledgerAdminRoutes = {
  adjust: defineRoute({
    method: 'POST',
    path: '/admin/v1/businesses/:businessId/members/:memberRef/points/adjust',
    auth: 'admin',
    scope: 'ledger',
    summary: "Award or take points or credit (a signed amount in hundredths) on a member's ledger.",
    params: memberRefParamsSchema,
    body: pointsAdjustSchema,
    response: pointsAdjustResultSchema,
    errors: {
      404: ['business.not.found', 'member.not.found'],
      409: ['ledger.insufficient.balance', 'general.idempotency.key.reused'],
    },
  }),
  expire: defineRoute({
    method: 'POST',
    path: '/admin/v1/businesses/:businessId/points/expire',
    auth: 'admin',
    scope: 'ledger',
    summary: 'Run points expiry for the business now (it also runs every 10 minutes).',
    params: businessParamsSchema,
    response: pointsExpireResultSchema,
    errors: { 404: ['business.not.found'] },
  }),
};

export const purchaseAdminRoutes = {
  record: defineRoute({
    method: 'POST',
    path: '/admin/v1/businesses/:businessId/purchases',
    auth: 'admin',
    scope: 'ledger',
    summary: "Record a member's purchase (a till's receipt) and credit the points it earns.",
    description:
      '201 for a new purchase; 200 with `replayed: true` when the same receipt (external id) was recorded before.',
    params: businessParamsSchema,
    body: purchaseRecordSchema,
    response: purchaseRecordResultSchema,
    status: 201,
    errors: {
      404: ['business.not.found', 'member.not.found', 'location.not.found'],
      409: ['purchase.external.id.taken'],
    },
  }),
};

const itemParamsSchema = businessParamsSchema.extend({ itemId: z.string().min(1).max(64) });

export const shopAdminRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/admin/v1/businesses/:businessId/shop/items',
    auth: 'admin',
    scope: 'read',
    summary: "The business's shop items, active or not, with their stock.",
    params: businessParamsSchema,
    query: adminShopItemListQuerySchema,
    response: adminShopItemListSchema,
    errors: { 404: ['business.not.found'] },
  }),
  create: defineRoute({
    method: 'POST',
    path: '/admin/v1/businesses/:businessId/shop/items',
    auth: 'admin',
    scope: 'config',
    summary: 'Add an item to the points shop or the reward shop.',
    params: businessParamsSchema,
    body: shopItemCreateSchema,
    response: adminShopItemSchema,
    status: 201,
    errors: { 404: ['business.not.found'] },
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/admin/v1/businesses/:businessId/shop/items/:itemId',
    auth: 'admin',
    scope: 'config',
    summary: "Change an item's price, stock, texts, active flag or window.",
    params: itemParamsSchema,
    body: shopItemUpdateSchema,
    response: adminShopItemSchema,
    errors: { 404: ['business.not.found', 'shop.item.not.found'] },
  }),
};

export const giftAdminRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/admin/v1/businesses/:businessId/members/:memberRef/gifts',
    auth: 'admin',
    scope: 'read',
    summary: "A member's gifts.",
    params: memberRefParamsSchema,
    response: adminGiftListSchema,
    errors: { 404: ['business.not.found', 'member.not.found'] },
  }),
  grant: defineRoute({
    method: 'POST',
    path: '/admin/v1/businesses/:businessId/members/:memberRef/gifts',
    auth: 'admin',
    scope: 'ledger',
    summary: 'Give a member a gift.',
    params: memberRefParamsSchema,
    body: giftGrantSchema,
    response: adminGiftSchema,
    status: 201,
    errors: { 404: ['business.not.found', 'member.not.found'] },
  }),
  redeem: defineRoute({
    method: 'POST',
    path: '/admin/v1/businesses/:businessId/gifts/redeem',
    auth: 'admin',
    scope: 'ledger',
    summary: 'At the till: mark a gift used by the code the member shows.',
    params: businessParamsSchema,
    body: giftRedeemSchema,
    response: adminGiftSchema,
    errors: { 404: ['business.not.found', 'gift.not.found'], 409: ['gift.already.redeemed', 'gift.expired'] },
  }),
};

export const messageAdminRoutes = {
  send: defineRoute({
    method: 'POST',
    path: '/admin/v1/businesses/:businessId/messages',
    auth: 'admin',
    scope: 'messages',
    summary: 'Send an inbox message to some members (201) or to all of them as a resumable broadcast (202).',
    params: businessParamsSchema,
    body: messageSendSchema,
    response: messageSendResultSchema,
    status: 201,
    errors: { 404: ['business.not.found', 'member.not.found'] },
  }),
  broadcast: defineRoute({
    method: 'GET',
    path: '/admin/v1/businesses/:businessId/message-broadcasts/:broadcastId',
    auth: 'admin',
    scope: 'messages',
    summary: "A broadcast's progress.",
    params: businessParamsSchema.extend({ broadcastId: z.string().min(1).max(100) }),
    response: messageBroadcastSchema,
    errors: { 404: ['general.not.found'] },
  }),
};

/** The operator manages the businesses' API keys; a key cannot see or make keys, not even of its business. */
export const apiKeyAdminRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/admin/v1/businesses/:businessId/api-keys',
    auth: 'admin',
    scope: 'operator',
    summary: "The business's API keys, newest first, revoked ones included (never their secrets).",
    params: businessParamsSchema,
    response: apiKeyListSchema,
    errors: { 404: ['business.not.found'] },
  }),
  create: defineRoute({
    method: 'POST',
    path: '/admin/v1/businesses/:businessId/api-keys',
    auth: 'admin',
    scope: 'operator',
    summary: 'A new API key for the business with the given scopes; its token is in this answer only.',
    params: businessParamsSchema,
    body: apiKeyCreateSchema,
    response: apiKeyCreatedSchema,
    status: 201,
    errors: { 404: ['business.not.found'] },
  }),
  revoke: defineRoute({
    method: 'POST',
    path: '/admin/v1/api-keys/:keyId/revoke',
    auth: 'admin',
    scope: 'operator',
    summary: 'Revoke an API key: it is refused from its next call on (revoking twice changes nothing).',
    params: z.object({ keyId: apiKeyIdSchema }),
    response: apiKeySchema,
    errors: { 404: ['api.key.not.found'] },
  }),
};
