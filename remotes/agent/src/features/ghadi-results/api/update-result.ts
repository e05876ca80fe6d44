import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateResult } from '@ghadi/api-client';
import { drawDayQuery } from '@ghadi/ui';
import { resultHistoryKeys } from './get-result-history';

/** Publishing, or replacing, the result of a game for a date; the game's history and the day's states reload after it. */
export function useUpdateResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateResult,
    // Not awaited: the agent can go on to the next game while the history reloads.
    onSuccess: (_answer, input) => {
      void queryClient.invalidateQueries({ queryKey: resultHistoryKeys.ghadi(input.ghadiId) });
      void queryClient.invalidateQueries({ queryKey: drawDayQuery.queryKey });
    },
  });
}
