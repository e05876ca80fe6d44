import type { GameMonthValues, GameYearValues, MonthValues } from './chart-values';
import type { DrawDay, Holiday, ResultCorrection } from '../draw-day/draw-day';
import type { PublicGhadi } from '../games/ghadis';
import type { ResultDate } from '../results/results';
import type { GameStatistics } from '../results/result-statistics';
import type { MatkaChart } from '../results/matka-chart';
import type { SiteLanguage } from '../api/languages';
import type { RuntimeConfig } from '../api/runtime-config';
import type { SiteContent } from '../content/site-content';

/**
 * The public reads a server-rendered page is made from, answered in-process by the API server from the
 * same cached data as the JSON API (so a page and the JSON it hydrates with never disagree).
 */
export interface PublicPageReads {
  /** The games with yesterday's and today's results (site day of the render). */
  ghadis(): Promise<PublicGhadi[]>;
  /** Every game's results of one month, as its chart draws them. */
  monthResults(year: number, month: number): Promise<MonthValues>;
  /** One game's results of one month by its URL key; null when there is no such game. */
  gameResults(name: string, year: number, month: number): Promise<GameMonthValues | null>;
  /** One game's results of one year by its URL key; null when there is no such game. */
  gameYearResults(name: string, year: number): Promise<GameYearValues | null>;
  /** One game's result of one draw date by its URL key; null when there is no such game. */
  gameDate(name: string, drawDate: string): Promise<ResultDate | null>;
  /** One game's statistics as of the site day of the render, by its URL key; null when there is no such game. */
  gameStatistics(name: string): Promise<GameStatistics | null>;
  /** A matka market's lines for its charts as of the site day of the render; null when there is no such market. */
  matkaChart(name: string): Promise<MatkaChart | null>;
  siteContent(): Promise<SiteContent>;
  /** Every game's state on the site day of the render. */
  drawDay(): Promise<DrawDay>;
  /** Every game's holidays of one month, or of the whole year when `month` is left out. */
  holidays(year: number, month?: number): Promise<Holiday[]>;
  /** One game's corrections of one month by its URL key; null when there is no such game. */
  gameCorrections(name: string, year: number, month: number): Promise<ResultCorrection[] | null>;
}

/** What the API server gives the shell's server build for one page. */
export interface PageRenderRequest {
  /** Path and query of the request. */
  url: string;
  /** The site's `YYYY-MM-DD` at the time of the render, in its own zone. */
  siteDay: string;
  /** The instant of the render (ISO 8601): countdowns and "minutes late" are drawn as of it, never the clock. */
  now: string;
  config: RuntimeConfig;
  /** Where the site is public (canonical URLs), without a trailing slash. */
  publicOrigin: string;
  reads: PublicPageReads;
}

/**
 * A rendered page: its status, its language (`<html lang>`) and what goes into the head and the body of its
 * template: the shell's index.html, or widget.html (the widget's own small script and styles) for a widget.
 */
export type RenderedPage =
  | { kind: 'page'; status: number; language: SiteLanguage; head: string; body: string; template?: 'widget' }
  | { kind: 'redirect'; status: number; location: string };

/** The shell's server build exports this (hosts/shell/src/server/render-page.tsx). */
export type RenderPage = (request: PageRenderRequest) => Promise<RenderedPage>;
