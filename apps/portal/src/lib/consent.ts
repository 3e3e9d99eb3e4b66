/**
 * What the member consented to, from the cookie-consent banner's `cc_cookie`. Anything
 * non-essential (analytics, push prompts) asks here first and listens for a change, so it never runs before
 * consent: the banner's code itself is loaded only when it must show, but this check is always this small.
 */
export const CONSENT_COOKIE = 'cc_cookie';
/** How long the consent choice is kept. */
export const CONSENT_COOKIE_DAYS = 182;
export type ConsentCategory = 'necessary' | 'analytics';
/** Fired on window when the member accepts or changes their choice. */
export const CONSENT_CHANGE_EVENT = 'loyalty:consent-change';

/** The categories a `cc_cookie` value accepts; none when it is missing or unreadable. */
export function acceptedCategories(cookieHeader: string): string[] {
  const entry = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CONSENT_COOKIE}=`));
  if (!entry) return [];
  try {
    const value = JSON.parse(decodeURIComponent(entry.slice(CONSENT_COOKIE.length + 1))) as unknown;
    const categories = (value as { categories?: unknown }).categories;
    return Array.isArray(categories)
      ? categories.filter((item): item is string => typeof item === 'string')
      : [];
  } catch {
    return [];
  }
}

/** Whether the member allowed `category`; necessary cookies need no consent. */
export function consentAllows(category: ConsentCategory, cookieHeader?: string): boolean {
  if (category === 'necessary') return true;
  const cookies = cookieHeader ?? (typeof document === 'undefined' ? '' : document.cookie);
  return acceptedCategories(cookies).includes(category);
}

/** Calls `listener` whenever the member's consent changes; returns the unsubscribe. */
export function onConsentChange(listener: () => void): () => void {
  window.addEventListener(CONSENT_CHANGE_EVENT, listener);
  return () => window.removeEventListener(CONSENT_CHANGE_EVENT, listener);
}

/** Whether the query says consent was granted elsewhere. */
export function consentGrantedExternally(search: string): boolean {
  const query = new URLSearchParams(search);
  return ['cookieConsentGrantedExternaly', 'cookieConsentGrantedExternally'].some(
    (name) => query.get(name)?.toLowerCase() === 'true',
  );
}

/**
 * Whether the member has answered the cookie banner (or consent came from elsewhere): prompts of our own wait
 * for it, so they never stack over the banner nor come before the member can act on the page.
 */
export function consentDecided(): boolean {
  return acceptedCategories(document.cookie).length > 0 || consentGrantedExternally(window.location.search);
}
