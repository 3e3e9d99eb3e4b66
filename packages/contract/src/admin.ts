import { z } from 'zod';
import { businessIdSchema, hostNameSchema, isoDateTimeSchema } from './common';
import { adminScopes } from './route';
import { businessSettingsPatchSchema, businessSettingsSchema } from './configuration';

/** Admin: `POST /admin/v1/businesses` (CLI `business:create`). */
export const businessCreateSchema = z.object({
  id: businessIdSchema,
  name: z.string().min(1).max(120),
  hosts: z.array(hostNameSchema).default([]),
  settings: businessSettingsPatchSchema.default({}),
});
export type BusinessCreate = z.input<typeof businessCreateSchema>;

/** Admin: a business with everything it stores. */
export const businessSchema = z.object({
  id: businessIdSchema,
  name: z.string(),
  hosts: z.array(z.string()),
  settings: businessSettingsSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Business = z.infer<typeof businessSchema>;
export const businessListSchema = z.array(businessSchema);

/** Admin: `PATCH /admin/v1/businesses/:id` (CLI `business:config`): rename, replace hosts, patch settings. */
export const businessUpdateSchema = z
  .object({
    name: z.string().min(1).max(120).optional(),
    hosts: z.array(hostNameSchema).optional(),
    settings: businessSettingsPatchSchema.optional(),
  })
  .strict();
export type BusinessUpdate = z.input<typeof businessUpdateSchema>;

/** A business's admin API key id (the part after `lpk_` in the key). */
export const apiKeyIdSchema = z.string().regex(/^[a-f0-9]{16}$/, 'api.key.not.found');
/** The scopes of a new key: at least one, each once. */
export const apiKeyScopesSchema = z
  .array(z.enum(adminScopes))
  .min(1)
  .max(adminScopes.length)
  .refine((scopes) => new Set(scopes).size === scopes.length, 'validation.failed');

/** Admin: `POST /admin/v1/businesses/:businessId/api-keys` (CLI `apikey:create`). */
export const apiKeyCreateSchema = z.object({
  scopes: apiKeyScopesSchema,
  label: z.string().trim().min(1).max(80),
});
export type ApiKeyCreate = z.input<typeof apiKeyCreateSchema>;

/** Admin: a business's API key as stored, without its secret (only a hash of it is kept). */
export const apiKeySchema = z.object({
  id: z.string(),
  businessId: businessIdSchema,
  label: z.string(),
  scopes: z.array(z.enum(adminScopes)),
  createdAt: isoDateTimeSchema,
  lastUsedAt: isoDateTimeSchema.nullable(),
  revokedAt: isoDateTimeSchema.nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;
export const apiKeyListSchema = z.object({ items: z.array(apiKeySchema) });
/** The new key with the whole bearer token: shown once, it cannot be read again. */
export const apiKeyCreatedSchema = apiKeySchema.extend({ token: z.string() });
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;
