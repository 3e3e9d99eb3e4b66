/**
 * The text of any failure without one of its own. In a module of its own: a page that needs only this key does
 * not take every message-key map into its first download (the bundler keeps or drops whole modules).
 */
export const GENERAL_ERROR_KEY = 'general.error';
