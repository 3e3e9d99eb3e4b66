'use client';

import type { Session } from 'next-auth';
import { createContext, useContext } from 'react';

/** `loading` until the session is known (a page rendered without it reads it in the browser). */
type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface MemberSessionState {
  data: Session | null;
  status: SessionStatus;
}

/** Provided by the auth feature's `MemberSessionProvider`; a guest without it. */
export const MemberSessionContext = createContext<MemberSessionState>({
  data: null,
  status: 'unauthenticated',
});

/** The state of a session: undefined is not known yet. */
export function sessionState(session: Session | null | undefined): MemberSessionState {
  if (session === undefined) return { data: null, status: 'loading' };
  return { data: session, status: session ? 'authenticated' : 'unauthenticated' };
}

/** The member's session on the client, `{ data, status }` as next-auth's `useSession` had it. */
export function useSession(): MemberSessionState {
  return useContext(MemberSessionContext);
}
