'use client';

import dynamic from 'next/dynamic';

// next/dynamic, rendered on the server: a member's home page preloads this chunk with the page, while a guest's
// (the welcome, from the same route) never downloads the member home and its store.
const MemberHomeScreen = dynamic(() => import('./member-home-screen'));

/** `/` for a signed-in member: the member home, with the member store. */
export function MemberHomeEntry({ firstName }: { firstName: string | null }) {
  return <MemberHomeScreen firstName={firstName} />;
}
