import { baseApi } from '@/store/base-api';

/**
 * The inbox's cache tag: every message list (the bell's and each page of the inbox page) provides it,
 * and a successful mark-as-read invalidates it, so the lists are refetched.
 */
export const MESSAGES_TAG = 'MemberMessages';

export const inboxApi = baseApi.enhanceEndpoints({ addTagTypes: [MESSAGES_TAG] });
