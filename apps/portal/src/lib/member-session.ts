'use client';

import type { Session } from 'next-auth';
import { createContext, useContext } from 'react';

type SessionStatus = 'authenticated' | 'unauthenticated';

export interface MemberSessionState {
  data: Session | null;
  status: SessionStatus;
}

/** Provided by the auth feature's `MemberSessionProvider`; a guest without it. */
export const MemberSessionContext = createContext<MemberSessionState>({
  data: null,
  status: 'unauthenticated',
});

export function sessionState(session: Session | null): MemberSessionState {
  return { data: session, status: session ? 'authenticated' : 'unauthenticated' };
}

/** The member's session on the client, `{ data, status }` as next-auth's `useSession` had it. */
export function useSession(): MemberSessionState {
  return useContext(MemberSessionContext);
}
