import { useTexts } from '@/lib/texts';
import type { GameToFollow } from './follow-games-props';

/** Checkboxes of the games to follow, in the home page's order. */
export function GamePicker({ games, chosen, onChange }: { games: GameToFollow[]; chosen: string[]; onChange: (ids: string[]) => void }) {
  return (
    <fieldset className="game-picker">
      <legend>{useTexts().t('follow.games')}</legend>
      {games.map((game) => (
        <label key={game.id}>
          <input
            type="checkbox"
            checked={chosen.includes(game.id)}
            onChange={(event) => onChange(event.target.checked ? [...chosen, game.id] : chosen.filter((id) => id !== game.id))}
          />{' '}
          {game.name}
        </label>
      ))}
    </fieldset>
  );
}
