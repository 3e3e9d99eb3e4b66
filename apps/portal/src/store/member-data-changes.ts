/**
 * What a public call changed of the member's data (a landing page's gift, a receipt's points): the member
 * store, when the tab has one, refetches what carries these tags. Public screens tell it through here, so that
 * they need not load the store themselves.
 */
export type MemberDataTag = 'MemberDetails' | 'Gifts' | 'Activity' | 'PointsSummary';

type Listener = (tags: MemberDataTag[]) => void;
const listeners = new Set<Listener>();

export function onMemberDataChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceMemberDataChange(tags: MemberDataTag[]): void {
  for (const listener of listeners) listener(tags);
}
