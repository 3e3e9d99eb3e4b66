// Preloaded into each portal worker by scripts/portal-cluster.mjs (--import): see portal-request-guard.mjs, and
// portal-bff-dispatch.mjs for the BFF calls answered ahead of Next's router (PORTAL_BFF_DISPATCH=0 turns that off:
// every request then goes through Next's router, as it did before decision 012).
import { createBffDispatcher } from './portal-bff-dispatch.mjs';
import { installRequestGuard } from './portal-request-guard.mjs';

installRequestGuard(undefined, process.env.PORTAL_BFF_DISPATCH === '0' ? undefined : createBffDispatcher());
