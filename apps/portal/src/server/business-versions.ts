import 'server-only';

/**
 * What the portal knows of each business's configuration version (the API's x-business-version header, the same
 * on every API instance and new with every change of the business). The portal keeps business data (the
 * configuration, translations, menu, host resolutions) for minutes; keying those entries by the business's
 * change count makes a change reach every portal process as soon as it hears of it:
 *
 * - every API answer for a business carries the header (member calls, never cached, hear of it for free);
 * - a cached business answer served while the known version is older than BUSINESS_VERSION_CHECK_MS starts one
 *   cheap check (`GET /v1/configuration/version`) in the background; the request itself does not wait for it.
 *
 * So a change is seen within a few seconds on a portal with any traffic, with no round trip added to a request.
 */
const BUSINESS_VERSION_CHECK_MS = 5_000;

interface Known {
  version: string;
  /** Changes of this business seen by this process: part of its cache keys. */
  changes: number;
  checkedAt: number;
  checking: boolean;
}

const known = new Map<string, Known>();
let changesOfAny = 0;

/** An API answer for `businessId` carried `version`. */
export function noteBusinessVersion(businessId: string, version: string, now = Date.now()): void {
  const entry = known.get(businessId);
  if (!entry) {
    known.set(businessId, { version, changes: 0, checkedAt: now, checking: false });
    return;
  }
  if (entry.version !== version) {
    entry.version = version;
    entry.changes += 1;
    changesOfAny += 1;
  }
  entry.checkedAt = now;
  entry.checking = false;
}

/** Changes of `businessId` seen so far: a cache key part that moves on when the business changes. */
export function businessChanges(businessId: string): number {
  return known.get(businessId)?.changes ?? 0;
}

/** Changes of any business seen so far (host resolutions depend on every business's hosts). */
export function anyBusinessChanges(): number {
  return changesOfAny;
}

/**
 * Whether a check of `businessId`'s version is due: the known version is older than the check interval and no
 * check is under way. Claims the check (the caller runs it and reports through `noteBusinessVersion` or
 * `businessVersionCheckFailed`). A business never heard of needs none: its first API answer tells.
 */
export function claimBusinessVersionCheck(businessId: string, now = Date.now()): boolean {
  const entry = known.get(businessId);
  if (!entry || entry.checking || now - entry.checkedAt < BUSINESS_VERSION_CHECK_MS) return false;
  entry.checking = true;
  return true;
}

/** The check failed (the API was away): try again after the next interval. */
export function businessVersionCheckFailed(businessId: string, now = Date.now()): void {
  const entry = known.get(businessId);
  if (!entry) return;
  entry.checking = false;
  entry.checkedAt = now;
}
