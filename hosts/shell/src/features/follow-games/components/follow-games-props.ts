/** A game a visitor can follow: its id (what the server stores) and the name the page shows. */
export interface FollowableGame {
  id: string;
  name: string;
}

export interface FollowGamesProps {
  /** The game of a game page, or every game of the home page. */
  games: FollowableGame[];
  /** One game's button, or a choice among the games. */
  variant: 'game' | 'pick';
}
