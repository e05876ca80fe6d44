import type { ReactNode } from 'react';
import { useTexts } from '@/lib/texts';

export interface StatisticsFigureProps {
  title: string;
  /** How to read the picture, under its title. */
  hint?: string;
  /** What the picture shows in words: its text equivalent, which screen readers read for it. */
  summary: string;
  /** The picture: an SVG marked aria-hidden (the summary and the table say what it shows). */
  picture: ReactNode;
  /** The same figures as a table, folded under the picture. */
  table: ReactNode;
}

/** One chart of the statistics page: its title, the picture, its summary in words and its table. */
export function StatisticsFigure({ title, hint, summary, picture, table }: StatisticsFigureProps) {
  const texts = useTexts();
  return (
    <figure className="stats-figure">
      <figcaption>
        <h2>{title}</h2>
        {hint && <p className="stats-hint">{hint}</p>}
      </figcaption>
      {picture}
      <p className="stats-summary">{summary}</p>
      <details className="stats-table">
        <summary>{texts.t('stats.asTable')}</summary>
        {table}
      </details>
    </figure>
  );
}

/**
 * A square's shade for `value` of at most `max`: none for 0, else one of four steps (the text on the two darker
 * ones is white), so each step keeps its text at AA contrast.
 */
export function shadeOf(value: number, max: number): { level: number; className: string } {
  const level = value <= 0 || max <= 0 ? 0 : Math.min(4, Math.ceil((value / max) * 4));
  return { level, className: `stats-shade-${level}` };
}
