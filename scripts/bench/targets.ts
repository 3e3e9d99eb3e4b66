/**
 * What the bench measures: one table of pages, one of load-test endpoints. A page or endpoint that does not
 * answer 2xx yet is reported as n/a with `expectedIn`, so when a later issue brings it, it is measured
 * without any change here; one that has no address yet (`path: null`) becomes measurable by filling it in.
 */
import { DEMO_LANDING_PAGE_ID } from '@loyalty/db';

/** The demo business (`localhost` resolves to it) and its demo member, seeded with LOYALTY_DEMO=1. */
export const BUSINESS_ID = 'bean-leaf';
export const DEMO_MEMBER = 'demo@example.com';

export interface PageTarget {
  id: string;
  label: string;
  /** Path on the portal; null while the page has no address yet. */
  path: string | null;
  /** Measured with the demo member's session cookie. */
  signedIn: boolean;
  /** The issue expected to bring the page (the n/a reason until it answers 200). */
  expectedIn?: string;
}

// One row per page (kept on one line each, as a table: prettier would spread the long ones).
// prettier-ignore
export const PAGE_TARGETS: readonly PageTarget[] = [
  { id: 'home',    label: 'home',         path: '/',               signedIn: false },
  { id: 'sign-in', label: 'sign-in',      path: '/auth/signin',    signedIn: false, expectedIn: 'the sign-in flow' },
  { id: 'landing', label: 'landing page', path: `/lp/${DEMO_LANDING_PAGE_ID}`, signedIn: false },
  { id: 'profile', label: 'profile',      path: '/member/profile', signedIn: true,  expectedIn: 'the member home' },
  { id: 'inbox',   label: 'inbox',        path: '/member/inbox',   signedIn: true,  expectedIn: 'the inbox' },
  { id: 'purchase-scanner', label: 'purchase scanner', path: '/purchasescanner', signedIn: false },
];

export interface LoadTarget {
  id: string;
  label: string;
  /**
   * `api`: called with the service token and x-business-id, as the portal calls it (plus x-member-id and
   * x-session-auth-time when `signedIn`). `portal`: called as a browser at localhost (plus the session cookie).
   */
  server: 'api' | 'portal';
  path: string;
  signedIn: boolean;
  expectedIn?: string;
}

// One row per endpoint. The member-session rows measure a member call through the whole chain (cookie →
// BFF → API session check → database) until getMemberDetails exists; the API's member-details path is a
// guess until the member home names it.
// prettier-ignore
export const LOAD_TARGETS: readonly LoadTarget[] = [
  { id: 'api-configuration',  label: 'API /v1/configuration',   server: 'api',    path: '/v1/configuration',                      signedIn: false },
  { id: 'bff-configuration',  label: 'BFF /api/configuration',  server: 'portal', path: '/api/configuration',                     signedIn: false },
  { id: 'ssr-home',           label: 'SSR /',                   server: 'portal', path: '/',                                      signedIn: false },
  { id: 'ssr-sign-in',        label: 'SSR /auth/signin',        server: 'portal', path: '/auth/signin',                           signedIn: false, expectedIn: 'the sign-in flow' },
  { id: 'ssr-landing',        label: 'SSR landing page',        server: 'portal', path: `/lp/${DEMO_LANDING_PAGE_ID}`,           signedIn: false },
  { id: 'api-member-session', label: 'API /v1/member/session',  server: 'api',    path: '/v1/member/session',                     signedIn: true,  expectedIn: 'the sign-in flow' },
  { id: 'bff-member-session', label: 'BFF …/member/session',    server: 'portal', path: '/api/protected/member/session',          signedIn: true,  expectedIn: 'the sign-in flow' },
  { id: 'api-member-details', label: 'API /v1/member/details',  server: 'api',    path: '/v1/member/details',                     signedIn: true,  expectedIn: 'the member home' },
  { id: 'bff-member-details', label: 'BFF …/getMemberDetails',  server: 'portal', path: '/api/protected/member/getMemberDetails', signedIn: true,  expectedIn: 'the member home' },
];
