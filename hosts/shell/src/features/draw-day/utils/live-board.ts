import { stateAt, type BoardDay } from '@ghadi/contracts';

export interface LiveBoard {
  /** The game whose result is due next, with its time. */
  next?: BoardDay & { dueAt: string };
  /** Games whose time has passed with no result yet, in the games' order. */
  waiting: BoardDay[];
  /** The result published or corrected last, and when. */
  latest?: { game: BoardDay; at: string };
}

const lastChange = (game: BoardDay): string | null => game.correctedAt ?? game.declaredAt;

/** What the live strip says, as of `now`. */
export function liveBoard(games: BoardDay[], now: number | undefined): LiveBoard {
  const upcoming = games.filter((game): game is BoardDay & { dueAt: string } => stateAt(game, now) === 'upcoming' && game.dueAt !== null);
  const published = games.flatMap((game) => {
    const at = lastChange(game);
    return at === null ? [] : [{ game, at }];
  });
  return {
    next: upcoming.sort((a, b) => Date.parse(a.dueAt) - Date.parse(b.dueAt))[0],
    waiting: games.filter((game) => stateAt(game, now) === 'awaited'),
    latest: published.sort((a, b) => Date.parse(b.at) - Date.parse(a.at))[0],
  };
}
