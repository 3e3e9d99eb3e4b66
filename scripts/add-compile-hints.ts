/**
 * Runs after the portal's `next build` (its `build` script): V8's compile hint on the JavaScript pages run while they
 * load (lib/compile-hints.ts).
 */
import { addCompileHints } from './lib/compile-hints';
import { portalDir } from './lib/portal-build';

const { hinted, small } = addCompileHints(portalDir);
console.log(
  `Compile hints: ${hinted.length} first-load files marked for eager compilation, ${small.length} small ones left lazy.`,
);
