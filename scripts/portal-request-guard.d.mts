// Types of portal-request-guard.mjs (plain JavaScript: the portal's workers preload it without a TypeScript loader).
import type http from 'node:http';

export declare const MALFORMED_API_PATH_ANSWER: string;
export declare const NOT_FOUND_PATH: string;
export declare function classifyRequestTarget(url: string | undefined): 'pass' | 'refuse' | 'not-found';
export declare function installRequestGuard(
  httpModule?: Pick<typeof http, 'createServer'>,
  dispatch?: (req: http.IncomingMessage, res: http.ServerResponse, toNext: () => void) => boolean,
): void;
