'use client';

import dynamic from 'next/dynamic';
import type { MemberHomeParts } from '@/server/member-home-parts';

// next/dynamic, rendered on the server: a member's home page preloads this chunk with the page, while a guest's
// (the welcome, from the same route) never downloads the member home and its store.
const MemberHomeScreen = dynamic(() => import('./member-home-screen'));

/** `/` for a signed-in member: the member home, with the member store and what the server read for its tiles. */
export function MemberHomeEntry({ firstName, parts }: { firstName: string | null; parts: MemberHomeParts }) {
  return <MemberHomeScreen firstName={firstName} parts={parts} />;
}
