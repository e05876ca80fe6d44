import { useMutation } from '@tanstack/react-query';
import { endAgentSessions } from '@ghadi/api-client';
import type { Reauth } from '@ghadi/ui';

/**
 * The admin ends every session of an agent (a lost phone, a leaked password); answers the server's message.
 * It asks for a recent proof: `guard` asks the admin's password again in place when the server wants it.
 */
export function useEndAgentSessions(guard: Reauth['guard']) {
  return useMutation({ mutationFn: (agentId: string) => guard(() => endAgentSessions(agentId)) });
}
