import { z } from 'zod';
import { businessIdSchema } from '../common';

/** `/admin/v1/businesses/:businessId/...` */
export const businessParamsSchema = z.object({ businessId: businessIdSchema });
/** A member by id, e-mail address or phone number, as the admin CLI takes them. */
export const memberRefParamsSchema = businessParamsSchema.extend({ memberRef: z.string().min(1).max(320) });
/** An answer without a body (204). */
export const noContentSchema = z.undefined();
