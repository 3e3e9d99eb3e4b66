'use client';

import type { Session } from 'next-auth';
import { useEffect, useState, type ReactNode } from 'react';
import { MemberSessionContext, sessionState } from '@/lib/member-session';
import { getSession, onSessionRead, SESSION_MESSAGE_KEY } from '../session-client';

/**
 * The session on the client: authenticated or unauthenticated; re-read when the window
 * regains focus and when another tab signs in or out (the `nextauth.message` localStorage event). Starts
 * from the server's session, so the first paint is right, and follows it when a server render changes it.
 */
export function MemberSessionProvider({
  session,
  children,
}: {
  session: Session | null;
  children: ReactNode;
}) {
  const [state, setState] = useState(() => sessionState(session));
  const [fromServer, setFromServer] = useState(session);
  if (fromServer !== session) {
    setFromServer(session);
    setState(sessionState(session));
  }

  useEffect(() => {
    const unsubscribe = onSessionRead((next) => setState(sessionState(next)));
    const reread = () => void getSession({ broadcast: false }).catch(() => undefined);
    const onStorage = (event: StorageEvent) => {
      if (event.key === SESSION_MESSAGE_KEY) reread();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') reread();
    };
    window.addEventListener('storage', onStorage);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      unsubscribe();
      window.removeEventListener('storage', onStorage);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);

  return <MemberSessionContext.Provider value={state}>{children}</MemberSessionContext.Provider>;
}
