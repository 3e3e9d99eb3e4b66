// Preloaded into each portal worker by scripts/portal-cluster.mjs (--import): see portal-request-guard.mjs.
import { installRequestGuard } from './portal-request-guard.mjs';

installRequestGuard();
