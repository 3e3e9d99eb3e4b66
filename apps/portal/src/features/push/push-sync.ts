import type { MemberPushData } from './push-storage';

/** The API hears of an unchanged token again after this long, so that its record of the device stays fresh. */
export const PUSH_TOKEN_REFRESH_MS = 7 * 24 * 3600 * 1000;

/**
 * What keeping the API in step with the browser's token takes, given the stored `memberPushData`:
 * - `register`: nothing stored: register the token under a new device id;
 * - `replace`: another token stored: unregister it, then register the new one under the same device;
 * - `refresh`: the same token, last sent 7 days ago or more (or at an unknown time): register it again;
 * - `none`: the same token, sent within 7 days.
 */
export function pushSyncAction(
  stored: MemberPushData | null,
  token: string,
  now: Date,
): 'register' | 'replace' | 'refresh' | 'none' {
  if (!stored) return 'register';
  if (stored.token !== token) return 'replace';
  const syncedAt = stored.syncedAt ? Date.parse(stored.syncedAt) : Number.NaN;
  if (Number.isNaN(syncedAt) || now.getTime() - syncedAt >= PUSH_TOKEN_REFRESH_MS) return 'refresh';
  return 'none';
}
