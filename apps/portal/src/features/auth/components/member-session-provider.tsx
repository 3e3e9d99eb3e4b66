'use client';

import type { Session } from 'next-auth';
import { SessionProvider } from 'next-auth/react';
import type { ReactNode } from 'react';

/**
 * The session on the client (SPEC.md section 1): loading, authenticated or unauthenticated; re-fetched
 * when the window regains focus and when another tab signs in or out (next-auth's cross-tab message,
 * carried by a localStorage event). Starts from the server's session, so the first paint is right.
 */
export function MemberSessionProvider({
  session,
  children,
}: {
  session: Session | null;
  children: ReactNode;
}) {
  return (
    <SessionProvider session={session} refetchOnWindowFocus>
      {children}
    </SessionProvider>
  );
}
