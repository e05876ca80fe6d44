import { Link } from 'react-router';
import { sitePaths, type Holiday, type NamedGame } from '@ghadi/contracts';
import { useTexts } from '@/lib/texts';
import type { DayResults as Results } from '../api/get-day-results';
import { HolidayMark } from './chart-marks';

/** A game as the list shows it: its name in the page's language, and the English name its addresses are made of. */
export interface DayGame extends NamedGame {
  nameEn: string;
}

export interface DayResultsProps {
  /** The games in their order. */
  games: DayGame[];
  /** Every game's result of the date. */
  results: Results;
  /** The month's holidays of every game. */
  holidays?: Holiday[];
  /** `YYYY-MM-DD` */
  date: string;
  caption: string;
}

/** Every game's result of one date, each game's name leading to its own page of that date. */
export function DayResults({ games, results, holidays = [], date, caption }: DayResultsProps) {
  const texts = useTexts();
  const { t } = texts;
  const byGame = new Map(results);
  const offDays = new Set(holidays.filter((holiday) => holiday.DateTime === date).map((holiday) => holiday.GID));
  return (
    <table className="day-results">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('dayResults.game')}</th>
          <th scope="col">{t('chart.result')}</th>
        </tr>
      </thead>
      <tbody>
        {games.map((game) => (
          <tr key={game.GID}>
            <th scope="row">
              <Link to={texts.path(sitePaths.gameDate(game.nameEn, date))}>{game.name}</Link>
            </th>
            <td>{byGame.get(game.GID) ?? (offDays.has(game.GID) ? <HolidayMark /> : '---')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
