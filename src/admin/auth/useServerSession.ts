import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { checkSession } from './session';

export type SessionState = 'checking' | 'signed-in' | 'signed-out';

/**
 * Whether the server holds this browser's admin session, asked when the dashboard opens and again
 * at each change of screen, so a session that ended (idle too long, logged out elsewhere) leads
 * back to the sign-in page. The stored flag alone never opens the dashboard.
 */
export function useServerSession(): SessionState {
  const { pathname } = useLocation();
  const [state, setState] = useState<SessionState>('checking');
  useEffect(() => {
    const asking = new AbortController();
    checkSession(asking.signal).then(
      (signedIn) => setState(signedIn ? 'signed-in' : 'signed-out'),
      () => undefined,
    );
    return () => asking.abort();
  }, [pathname]);
  return state;
}
