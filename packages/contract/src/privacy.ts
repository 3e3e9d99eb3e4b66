import { z } from 'zod';
import { DATA_EXPORT_EMAIL_INVALID, EMAIL_PATTERN } from './constants';

/** `POST /v1/member/data-export` body as the browser sends it (portal: `/api/protected/member/dataExport`). */
export const dataExportRequestSchema = z.object({
  email: z.string(DATA_EXPORT_EMAIL_INVALID).trim().max(320).regex(EMAIL_PATTERN, DATA_EXPORT_EMAIL_INVALID),
});
export type DataExportRequest = z.infer<typeof dataExportRequestSchema>;

/**
 * What the portal adds when it forwards the request: where its download route lives, so that the e-mailed link
 * points at the portal the member uses (the API knows no public host names of its own).
 */
export const dataExportCallSchema = dataExportRequestSchema.extend({
  downloadBaseUrl: z.url({ protocol: /^https?$/ }).max(500),
});
export type DataExportCall = z.infer<typeof dataExportCallSchema>;

/** The portal reads only whether it is truthy. */
export const dataExportResultSchema = z.object({
  sent: z.literal(true),
  expiresAt: z.string(),
});
export type DataExportResult = z.infer<typeof dataExportResultSchema>;

export const DATA_EXPORT_FORMATS = ['json', 'csv'] as const;
export const dataExportFormatSchema = z.enum(DATA_EXPORT_FORMATS);
export type DataExportFormat = z.infer<typeof dataExportFormatSchema>;

/** The download link's token: 32 random bytes, base64url. */
export const dataExportTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'general.not.found');

export const dataExportDownloadQuerySchema = z.object({
  format: dataExportFormatSchema.default('json'),
});

/** How long an export's link works, and how many exports a member may ask for per hour. */
export const DATA_EXPORT_LINK_DAYS = 7;
export const DATA_EXPORTS_PER_HOUR = 3;

/**
 * E-mail domains the CSV lists leave out: `loyalty.internal` marks the installation's own
 * system and staff addresses, `example.invalid` placeholder addresses (RFC 2606) that never belong to a person.
 * The JSON file keeps every row. See docs/architecture.md, "Privacy".
 */
export const CSV_EXCLUDED_EMAIL_DOMAINS = ['loyalty.internal', 'example.invalid'] as const;

/** The deletion form: three checkboxes, at least one ticked (section 5). */
export const deletionRequestSchema = z
  .object({
    privacyPolicy: z.boolean().default(false),
    rightToErasure: z.boolean().default(false),
    objectPersonalData: z.boolean().default(false),
  })
  .refine((body) => body.privacyPolicy || body.rightToErasure || body.objectPersonalData, {
    error: 'validation.required',
    path: ['rightToErasure'],
  });
export type DeletionRequest = z.infer<typeof deletionRequestSchema>;

/** Only `ok` is read. */
export const deletionResultSchema = z.object({ ok: z.boolean() });
export type DeletionResult = z.infer<typeof deletionResultSchema>;

/** `GET /v1/member/deletion`: what a deletion would do, so the form can say it before the member confirms. */
export const deletionPreviewSchema = z.object({
  /** Kinds of data erased for good. */
  erases: z.array(z.string()),
  /** Kinds of records kept for the business's books with the member's link removed. */
  anonymises: z.array(z.string()),
  /** How many of those records exist now, per kind. */
  counts: z.record(z.string(), z.number().int()),
});
export type DeletionPreview = z.infer<typeof deletionPreviewSchema>;
