import { BELL_FETCH_LIMIT, MESSAGE_TAG_DEFAULT } from '@loyalty/contract/constants';

/** The bell's request: the latest messages, whose unread ones it counts (the member home's messages tile too). */
export const bellQuery = { limit: BELL_FETCH_LIMIT, offset: 0, tag: MESSAGE_TAG_DEFAULT };

/** The inbox page, which has no bell (its own list is the member's messages). */
export const INBOX_PATH = '/member/inbox';
