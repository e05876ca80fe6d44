import { useSyncExternalStore } from 'react';
import type { SessionUser } from '@ghadi/contracts';
import { getSession, subscribe } from './session-store';

const noSessionOnServer = () => null;

/** The current session; re-renders on sign-in and sign-out, in this tab or another. */
export function useSession(): SessionUser | null {
  return useSyncExternalStore(subscribe, getSession, noSessionOnServer);
}
