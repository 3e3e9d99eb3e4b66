// Types of static-security-headers.mjs (plain JavaScript: next.config.mjs imports it without a TypeScript loader).
export declare const API_CONTENT_SECURITY_POLICY: string;
export declare function staticSecurityHeaders(isProduction: boolean): { key: string; value: string }[];
