import type { HttpError } from '@fastify/sensible';
import type { Kysely } from 'kysely';
import { dayValuesOf, drawDateIn, yearValuesOf, type DrawDay, type GhadiIdentity, type PublicPageReads, type Result } from '@ghadi/contracts';
import type { Database } from '../../db/database';
import { minutesShownUntil, drawDayAnswer } from '../draw-day';
import { loadAnswer, type PublicAnswer } from '../../public-cache/public-answer';
import { siteContentAnswer } from '../content';
import { ghadisAnswer } from '../games';
import { holidaysAnswer } from '../holidays';
import { resultAnswers } from '../results';
import type { PublicCache } from '../../public-cache/public-cache';

export interface PageReadDependencies {
  db: Kysely<Database>;
  cache: PublicCache;
  timeZone: string;
  now: Date;
}

/** A page's reads, and the tags of everything they read: a write to any of it makes the page stale. */
export interface TrackedReads {
  reads: PublicPageReads;
  tags: Set<string>;
  /** The earliest instant (epoch ms) at which something the page shows goes stale by the clock; null: never. */
  expiresAt(): number | null;
}

const isNotFound = (error: unknown): boolean => (error as Partial<HttpError>).statusCode === 404;

/**
 * The reads a page renders from, answered from the public cache's entries (the same bytes the JSON API
 * sends, so the content blocks' HTML is sanitized once per cache fill, not per page).
 */
export function pageReads({ db, cache, timeZone, now }: PageReadDependencies): TrackedReads {
  const tags = new Set<string>();
  let expiresAt: number | null = null;
  const expireBy = (instant: number | null) => {
    if (instant !== null && (expiresAt === null || instant < expiresAt)) expiresAt = instant;
  };
  /** The answer's body as the JSON API sends it. */
  async function answerOf<T>(answer: PublicAnswer): Promise<T> {
    for (const tag of answer.read.tags) tags.add(tag);
    const cached = await cache.get(answer.read.key, () => loadAnswer(answer));
    expireBy(cached.expiresAt);
    return JSON.parse(cached.body.toString('utf8')) as T;
  }
  const read = async <T>(answer: PublicAnswer): Promise<T> => (await answerOf<{ data: T }>(answer)).data;
  /** A game's chart: its results and the game they belong to, as the JSON API sends them. */
  const gameChart = (answer: PublicAnswer) => answerOf<{ data: Result[]; ghadi: GhadiIdentity; market?: true }>(answer);
  // A countdown or a "minutes late" is drawn in whole minutes of the render time.
  const drawDay = async (): Promise<DrawDay> => {
    const board = await read<DrawDay>(drawDayAnswer(db, timeZone, now));
    expireBy(minutesShownUntil(board, now));
    return board;
  };
  const unlessUnknown = async <T>(answer: PublicAnswer, take: (answer: PublicAnswer) => Promise<T> = read): Promise<T | null> => {
    try {
      return await take(answer);
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  };
  return {
    tags,
    expiresAt: () => expiresAt,
    reads: {
      ghadis: () => read(ghadisAnswer(db, timeZone, now)),
      // Pages carry their results as their charts draw them, never the API's rows (chart-values in contracts).
      monthResults: (year, month) => read(resultAnswers.monthValues(db, year, month)),
      gameResults: async (name, year, month) => {
        const chart = await unlessUnknown(resultAnswers.gameMonth(db, name, year, month), gameChart);
        return chart && { ghadi: chart.ghadi, days: dayValuesOf(chart.data), ...(chart.market && { market: chart.market }) };
      },
      gameYearResults: async (name, year) => {
        const chart = await unlessUnknown(resultAnswers.gameYear(db, name, year), gameChart);
        return chart && { ghadi: chart.ghadi, months: yearValuesOf(chart.data) };
      },
      gameDate: (name, drawDate) => unlessUnknown(resultAnswers.gameDate(db, name, drawDate)),
      gameStatistics: (name) => unlessUnknown(resultAnswers.gameStatistics(db, name, drawDateIn(timeZone, now))),
      matkaChart: (name) => unlessUnknown(resultAnswers.matkaChart(db, name, drawDateIn(timeZone, now))),
      siteContent: () => read(siteContentAnswer(db)),
      drawDay,
      holidays: (year, month) => read(holidaysAnswer(db, year, month)),
      gameCorrections: (name, year, month) => unlessUnknown(resultAnswers.gameCorrections(db, name, year, month)),
    },
  };
}
