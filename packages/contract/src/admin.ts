import { z } from 'zod';
import { businessIdSchema, hostNameSchema } from './common';
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
