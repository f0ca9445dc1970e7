import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $session, type SessionState } from './session';

/** What the page's HTML was rendered with, at build time: nobody known yet. */
const BUILD_TIME_STATE: SessionState = { status: 'unknown', user: null };

/**
 * The session store, except on the very first render, which shows the build-time state: a first
 * render that differs from the HTML (a stored user read at once) makes React throw the markup away.
 */
export function useSession(): SessionState {
  const state = useStore($session);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? state : BUILD_TIME_STATE;
}

/** The user shown by menus: the revalidated one, or the stored one while it is being checked. */
export function visibleUser(state: SessionState) {
  return state.status === 'authenticated' || state.status === 'checking' ? state.user : null;
}
