import { InboxScreen } from './inbox-screen';

/** `/member/inbox` (SPEC.md section 2): the full notifications page; the member layout checks the session. */
export default function InboxPage() {
  return <InboxScreen />;
}
