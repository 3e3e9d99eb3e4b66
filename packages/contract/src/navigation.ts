import { z } from 'zod';

export const displayAreaSchema = z.enum(['SidebarMenu', 'ProfileScreen', 'Both']);
export type DisplayArea = z.infer<typeof displayAreaSchema>;

/** `GET /api/navigation/items`: one side-drawer entry. */
export const navigationItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  defaultName: z.string(),
  /** Internal route (`/member/profile`, `/view/{idTransformed}`) or an absolute URL. */
  path: z.string(),
  target: z.enum(['_self', '_blank']),
  visible: z.boolean(),
  displayArea: displayAreaSchema,
  embedInIframe: z.boolean(),
  /** The external URL an embedded entry shows in its frame; null otherwise. */
  calculatedUrl: z.string().nullable(),
  /** Lower-cased name without spaces; the default name for the Wallet Pass entry. */
  idTransformed: z.string(),
  onlyForLoggedInUser: z.boolean(),
  openInNewWindow: z.boolean(),
});
export type NavigationItem = z.infer<typeof navigationItemSchema>;
export const navigationItemsSchema = z.array(navigationItemSchema);

/** Admin: create or replace a business's menu entry. */
export const navigationItemInputSchema = z.object({
  name: z.string().min(1).max(80),
  defaultName: z.string().min(1).max(80),
  url: z.string().min(1).max(2000),
  position: z.number().int().min(0).default(0),
  visible: z.boolean().default(true),
  isActive: z.boolean().default(true),
  displayArea: displayAreaSchema.default('SidebarMenu'),
  embedInIframe: z.boolean().default(false),
  onlyForLoggedInUser: z.boolean().default(false),
  openInNewWindow: z.boolean().default(false),
});
export type NavigationItemInput = z.infer<typeof navigationItemInputSchema>;
