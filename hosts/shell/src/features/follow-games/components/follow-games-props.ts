/** A game a visitor can follow, as a page knows it: its number and the name it shows. */
export interface FollowableGame {
  GID: number;
  name: string;
}

/** ...and with its id, which the server keeps a followed game by. */
export interface GameToFollow {
  id: string;
  name: string;
}

export interface FollowGamesProps {
  /** The game of a game page, or every game of the home page. */
  games: FollowableGame[];
  /** One game's button, or a choice among the games. */
  variant: 'game' | 'pick';
}
