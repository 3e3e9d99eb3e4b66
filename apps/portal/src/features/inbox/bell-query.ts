import { BELL_FETCH_LIMIT, MESSAGE_TAG_DEFAULT } from '@loyalty/contract/constants';

/** The bell's request: the latest messages, whose unread ones it counts (the member home's messages tile too). */
export const bellQuery = { limit: BELL_FETCH_LIMIT, offset: 0, tag: MESSAGE_TAG_DEFAULT };
