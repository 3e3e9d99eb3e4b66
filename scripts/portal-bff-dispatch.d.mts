// Types of portal-bff-dispatch.mjs (plain JavaScript: the portal's workers preload it without a TypeScript loader).
import type http from 'node:http';

export declare const BFF_ROUTE_MARK: unique symbol;
export declare const INTERNAL_ERROR_ANSWER: string;

interface ManifestRoute {
  page: string;
  regex: string;
}

interface HeaderRoute {
  source: string;
  regex: string;
  headers: { key: string; value: string }[];
  has?: unknown[];
  missing?: unknown[];
}

export interface BuildTables {
  pagesManifest: Record<string, string>;
  routesManifest: {
    basePath?: string;
    staticRoutes?: ManifestRoute[];
    dynamicRoutes?: ManifestRoute[];
    headers?: HeaderRoute[];
  };
  config: { i18n?: unknown; trailingSlash?: boolean; compress?: boolean };
}

export interface RoutingTables {
  routes: { page: string; regex: RegExp; names: string[]; file: string | undefined }[];
  headerRoutes: { regex: RegExp; headers: { key: string; value: string }[]; conditional: boolean }[];
  compress: boolean;
}

export interface BffRouteMatch {
  file: string;
  params: Record<string, string>;
  search: string;
  headers: { key: string; value: string }[];
}

export declare function routingTables(build: BuildTables): RoutingTables | string;
export declare function readRoutingTables(distDir: string): RoutingTables | string;
export declare function matchBffRoute(tables: RoutingTables, url: string): BffRouteMatch | undefined;
export declare function createBffDispatcher(options?: {
  dir?: string;
  nextFrom?: string;
  warn?: (message: string) => void;
}): (req: http.IncomingMessage, res: http.ServerResponse, toNext: () => void) => boolean;
