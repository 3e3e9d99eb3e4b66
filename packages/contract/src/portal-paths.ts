/**
 * The portal's own HTTP routes (its backend-for-frontend under /api), zod-free so that browser code can import
 * them without the schema library (`@loyalty/contract/portal-paths`). Their full definitions, with schemas, are
 * `portalApi` (portal-routes.ts). Parameters are written `:name`; `pathOf` fills them in.
 *
 * Browser code imports the group it calls (`portal-paths/public`, `portal-paths/member`): the bundler keeps a
 * module's object whole, so a public page then carries no member route.
 */
import { externalPortalPaths } from './portal-paths/external';
import { memberPortalPaths } from './portal-paths/member';
import { publicPortalPaths } from './portal-paths/public';

export const portalPaths = { ...publicPortalPaths, ...memberPortalPaths, ...externalPortalPaths } as const;

export { BFF_PATH_PREFIX, MEMBER_PATH_PREFIX } from './portal-paths/public';

export type PortalPath = (typeof portalPaths)[keyof typeof portalPaths];

/** Fills a path's `:name` parameters (zod-free, like this file). */
export { pathOf } from './route';
