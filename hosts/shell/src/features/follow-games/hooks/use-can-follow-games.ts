import { useSyncExternalStore } from 'react';
import { pushSupported } from '../utils/push-support';

const unchanging = () => () => undefined;

/** Whether this browser could follow games: false on the server and while hydrating, so both draw the same. */
export const useCanFollowGames = (): boolean => useSyncExternalStore(unchanging, pushSupported, () => false);
