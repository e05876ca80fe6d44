import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { sitePaths, starredMatkaLine, type ListedGame } from '@ghadi/contracts';
import { useTexts } from '@/lib/texts';
import { resultTimeText } from './result-time';

function ResultValue({ value, pending }: { value: string | null; pending: ReactNode }) {
  return value ? <strong className="result-value">{value}</strong> : <span className="result-pending">{pending}</span>;
}

function GameCard({ game, state, pendingToday }: { game: ListedGame; state: ReactNode; pendingToday: ReactNode }) {
  const texts = useTexts();
  const { t } = texts;
  const name = texts.gameName(game);
  return (
    <li className="game-card card">
      <h3 lang={name === game.NameEn ? 'en' : 'hi'}>{name}</h3>
      <p className="game-time">
        {resultTimeText(game.RTime)}
        {game.CloseTime && ` – ${game.CloseTime}`}
      </p>
      <dl className="game-results">
        <div>
          <dt>{t('card.yesterday')}</dt>
          <dd>
            <ResultValue value={game.YesterdayResult && starredMatkaLine(game.YesterdayResult)} pending="---" />
          </dd>
        </div>
        <div>
          <dt>{t('card.today')}</dt>
          <dd>
            {/* A market's line shows its undeclared part as stars, before the open too. */}
            <ResultValue value={game.CloseTime ? starredMatkaLine(game.TodayResult) : game.TodayResult} pending={pendingToday} />
          </dd>
        </div>
      </dl>
      {state}
      <Link to={texts.path(sitePaths.gameChart(game.NameEn))} className="button">
        {t('card.recordChart')}
      </Link>
    </li>
  );
}

// Three rows of two: about what a phone shows before the page's fold.
const PLACEHOLDER_CARDS = 6;

/** Cards of the real cards' size, blank, while the games load. */
export function SattaChartGridPlaceholder() {
  const { t } = useTexts();
  return (
    <ul className="satta-chart-grid">
      {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
        <li key={index} className="game-card card">
          <h3>&nbsp;</h3>
          <p className="game-time">&nbsp;</p>
          <dl className="game-results">
            <div>
              <dt>{t('card.yesterday')}</dt>
              <dd>
                <strong className="result-value">&nbsp;</strong>
              </dd>
            </div>
            <div>
              <dt>{t('card.today')}</dt>
              <dd>
                <strong className="result-value">&nbsp;</strong>
              </dd>
            </div>
          </dl>
          <p className="game-state">&nbsp;</p>
          <span className="button">{t('card.recordChart')}</span>
        </li>
      ))}
    </ul>
  );
}

export interface SattaChartGridProps {
  games: ListedGame[];
  /** A game's state line for the day, under its results (the page composes it from the day's board). */
  stateOf?: (game: ListedGame) => ReactNode;
  /** What Today shows while there is no result, by the game's state (a dash when the page has none). */
  pendingTodayOf?: (game: ListedGame) => ReactNode;
}

/** Spec "SATTA CHART": two games per row, each with its times and results and a link to its chart. */
export function SattaChartGrid({ games, stateOf, pendingTodayOf }: SattaChartGridProps) {
  return (
    <ul className="satta-chart-grid">
      {games.map((game) => (
        <GameCard key={game.GID} game={game} state={stateOf?.(game)} pendingToday={pendingTodayOf?.(game) ?? '---'} />
      ))}
    </ul>
  );
}
