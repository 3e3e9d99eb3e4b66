import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { MissingDetailsEntry } from '@/features/profile/components/missing-details-entry';
import { needsMissingDetails } from '@/features/profile/missing-details';
import { getMemberSession } from '@/server/auth/member-session';
import { MemberStoreProvider } from '@/store/member-store-provider';
import { REQUEST_PATH_HEADER, signInRedirectPath } from '@/server/request-path';

/**
 * Every /member/** page needs a session the API still accepts: the proxy only
 * redirects visitors without any cookie; this is the real check. A refused session goes to sign-in
 * with SessionRequired, which also drops its stale cookie. Member pages get the member store (public pages have
 * none). The missing-details banner
 * sits at the bottom of every member page of a member whose mandatory details are missing (its code loads only
 * then); it hides itself on the profile-update page and once the details are complete.
 */
export default async function MemberLayout({ children }: { children: ReactNode }) {
  const session = await getMemberSession();
  if (!session) redirect(signInRedirectPath((await headers()).get(REQUEST_PATH_HEADER)));
  return (
    <MemberStoreProvider>
      {children}
      {needsMissingDetails(session.details) && <MissingDetailsEntry />}
    </MemberStoreProvider>
  );
}
