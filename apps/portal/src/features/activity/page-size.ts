/** Entries per load-more step of the activity lists. */
export const ACTIVITY_PER_PAGE = 10;
