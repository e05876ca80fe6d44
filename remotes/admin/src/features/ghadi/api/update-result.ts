import { useMutation } from '@tanstack/react-query';
import { updateResult } from '@ghadi/api-client';
import { useRefreshAfter } from '@/lib/reads/writes';

/** The agents' update-result call, which the server allows an admin for any game; the results and the board show it at once. */
export function useUpdateResult() {
  const refresh = useRefreshAfter('result');
  // Not awaited: the panel closes on the server's answer while the lists re-read.
  return useMutation({ mutationFn: updateResult, onSuccess: () => void refresh() });
}
