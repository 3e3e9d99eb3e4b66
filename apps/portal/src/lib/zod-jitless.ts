/**
 * Zod compiles object parsers with `new Function` unless told not to, after probing whether eval is allowed.
 * Our Content-Security-Policy forbids eval, so that probe is a CSP violation in every browser that parses
 * with zod (Chrome lists it as an issue; Lighthouse's best-practices "inspector-issues" fails on it). This
 * inline <head> script, run before any bundle, sets zod's shared configuration to `jitless`: the parsers are
 * built without eval and the probe never runs. Zod keeps that configuration on `globalThis.__zod_globalConfig`
 * (shared by every copy of zod on the page) and reads it when a schema is built; `z.config({ jitless: true })`
 * would do the same but only after zod is loaded, too late for schemas built as their module loads.
 */
export const ZOD_JITLESS_SCRIPT =
  '(globalThis.__zod_globalConfig||(globalThis.__zod_globalConfig={})).jitless=true;';
