import { InboxScreen } from './inbox-screen';

/** `/member/inbox`: the full notifications page; the member layout checks the session. */
export default function InboxPage() {
  return <InboxScreen />;
}
