import { BUSINESS_ID_HEADER } from '@loyalty/contract';
import type { TestApi } from './testing';

/** Headers of a portal call: the service token and, when given, the business the portal resolved. */
export function asService(api: TestApi, businessId?: string): Record<string, string> {
  return {
    authorization: `Bearer ${api.serviceToken}`,
    ...(businessId ? { [BUSINESS_ID_HEADER]: businessId } : {}),
  };
}

/** Headers of an admin (CLI) call. */
export function asAdmin(api: TestApi): Record<string, string> {
  return { authorization: `Bearer ${api.adminToken}` };
}

/** A host no business claims, so that resolution falls through to the next rule. */
export const UNKNOWN_HOST = 'unclaimed.example.com';
