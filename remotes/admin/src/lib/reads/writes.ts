import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { drawDayQuery, holidaysKey } from '@ghadi/ui';
import { adminsKey } from './admins';
import { agentsKey } from './agents';
import { assignmentsKey } from './assignments';
import { contentBlocksKey } from './content-blocks';
import { gamesKey } from './games';
import { resultsKey } from './results';

/**
 * What each admin write changes, by the keys of the reads that show it: the one table every mutation
 * refreshes by, so each screen showing a change shows it at once instead of at its next poll.
 */
const changes = {
  /** A game added, edited or deleted: its name, time and order show in every list of games, on the board, in the assignments and on results. */
  game: [gamesKey, drawDayQuery.queryKey, assignmentsKey, resultsKey],
  /**
   * An agent added, edited or deleted: names and who is active show in the assignments and on the results they
   * entered (the review and the trails); a deleted agent's games are freed and its results leave the review.
   */
  agent: [agentsKey, assignmentsKey, resultsKey],
  /** A game assigned or freed: the review lists only the results entered by each game's agent now. */
  assignment: [assignmentsKey, resultsKey],
  /** A day off marked or removed: the month's list, and the board's states when it is today. */
  holiday: [holidaysKey, drawDayQuery.queryKey],
  /** A result entered: the review, its trail, the count, and the board's states. */
  result: [resultsKey, drawDayQuery.queryKey],
  admin: [adminsKey],
  contentBlock: [contentBlocksKey],
} satisfies Record<string, QueryKey[]>;

export type AdminWrite = keyof typeof changes;

/**
 * Re-reads what `write` changed; resolves once the screen on view has its new answers. The reads of the
 * screens not open are re-read too, unawaited: the next screen opened shows the change from the cache at
 * once, not its old answer until its own re-read comes back.
 */
export function useRefreshAfter(write: AdminWrite): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    const onView = changes[write].map((queryKey) => queryClient.invalidateQueries({ queryKey }));
    for (const queryKey of changes[write]) void queryClient.refetchQueries({ queryKey, type: 'inactive' });
    await Promise.all(onView);
  };
}
