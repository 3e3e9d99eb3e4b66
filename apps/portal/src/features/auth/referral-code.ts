/**
 * A friend's referral code from the sign-in link (`?ref=CODE`), kept in the tab's session storage so it
 * survives the code step, a reload or a detour, and is sent once with the registration.
 */
const STORAGE_KEY = 'referralCode';
const MAX_LENGTH = 40;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

function storageOf(storage?: Storage): Storage | null {
  if (storage) return storage;
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage can be refused (privacy settings): the code then lives only as long as the page.
    return null;
  }
}

/** Remembers a code from the link; an empty or over-long value is ignored. */
export function rememberReferralCode(code: string | null, storage?: Storage): void {
  const trimmed = code?.trim();
  if (!trimmed || trimmed.length > MAX_LENGTH) return;
  try {
    storageOf(storage)?.setItem(STORAGE_KEY, trimmed);
  } catch {
    // Full or refused storage: the registration goes on without the code.
  }
}

/** The remembered code, if any. */
export function rememberedReferralCode(storage?: Storage): string | undefined {
  try {
    return storageOf(storage)?.getItem(STORAGE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Forgets the code once a registration used it, so it is credited once. */
export function forgetReferralCode(storage?: Storage): void {
  try {
    storageOf(storage)?.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to forget.
  }
}
