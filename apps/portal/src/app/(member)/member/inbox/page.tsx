import { MESSAGE_TAG_DEFAULT } from '@loyalty/contract/constants';
import { INBOX_PAGE_SIZE } from '@/features/inbox/page-size';
import { loadInboxFirstPage } from '@/server/inbox-first-page';
import { InboxScreen } from './inbox-screen';

/**
 * `/member/inbox`: the full notifications page; the member layout checks the session. The first page of messages
 * is rendered here on the server (the browser fetches it when that call fails).
 */
export default async function InboxPage() {
  const firstPage = await loadInboxFirstPage({ limit: INBOX_PAGE_SIZE, offset: 0, tag: MESSAGE_TAG_DEFAULT });
  return <InboxScreen firstPage={firstPage} />;
}
