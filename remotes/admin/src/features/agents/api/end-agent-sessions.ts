import { useMutation } from '@tanstack/react-query';
import { endAgentSessions } from '@ghadi/api-client';

/** The admin ends every session of an agent (a lost phone, a leaked password); answers the server's message. */
export function useEndAgentSessions() {
  return useMutation({ mutationFn: endAgentSessions });
}
