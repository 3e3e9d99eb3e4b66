'use client';

import type { Session } from 'next-auth';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { MemberSessionContext, sessionState } from '@/lib/member-session';
import { getSession, onSessionRead, SESSION_MESSAGE_KEY } from '../session-client';

/**
 * The session on the client: loading, authenticated or unauthenticated; re-read when the window
 * regains focus and when another tab signs in or out (the `nextauth.message` localStorage event). Starts
 * from the server's session, so the first paint is right, and follows it when a server render changes it; a
 * page rendered without it (`undefined`) starts as loading and reads it at once.
 */
export function MemberSessionProvider({
  session,
  children,
}: {
  session: Session | null | undefined;
  children: ReactNode;
}) {
  const [state, setState] = useState(() => sessionState(session));
  const [fromServer, setFromServer] = useState(session);
  if (fromServer !== session) {
    setFromServer(session);
    setState(sessionState(session));
  }

  const unknownAtMount = useRef(session === undefined);
  useEffect(() => {
    const unsubscribe = onSessionRead((next) => setState(sessionState(next)));
    const reread = () => void getSession({ broadcast: false }).catch(() => undefined);
    if (unknownAtMount.current) {
      // Nothing known yet: read it now; a failed read leaves a guest, never an endless loading state.
      getSession({ broadcast: false }).catch(() => setState(sessionState(null)));
    }
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
