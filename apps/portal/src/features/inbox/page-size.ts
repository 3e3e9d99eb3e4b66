/** The inbox page's page size (the notification list's default): the server renders the first page at this size. */
export const INBOX_PAGE_SIZE = 5;
