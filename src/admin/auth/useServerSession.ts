import { useLocation } from 'react-router';
import { useLoaded } from '../shared/useLoaded';
import { checkSession } from './session';

export type SessionState = 'checking' | 'signed-in' | 'signed-out';

/**
 * Whether the server holds this browser's admin session, asked when the dashboard opens and again
 * at each change of screen, so a session that ended (idle too long, logged out elsewhere) leads
 * back to the sign-in page. The stored flag alone never opens the dashboard.
 */
export function useServerSession(): SessionState {
  const { state } = useLoaded(checkSession, useLocation().pathname);
  if (state.status !== 'ready') return 'checking';
  return state.value ? 'signed-in' : 'signed-out';
}
