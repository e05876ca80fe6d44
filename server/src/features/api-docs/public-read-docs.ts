import {
  apiPaths,
  countStatistics,
  drawDayResponseSchema,
  gameStatisticsResponseSchema,
  gameResultsResponseSchema,
  holidayListResponseSchema,
  matkaChartResponseSchema,
  publicGhadiListResponseSchema,
  resultCorrectionListResponseSchema,
  resultListResponseSchema,
} from '@ghadi/contracts';

/**
 * The public reads as other developers find them in the OpenAPI document: what each gives, and an example
 * answer (a test parses each with the contract's schema of that answer, so an example cannot drift from it).
 */
export interface PublicReadDoc {
  summary: string;
  description: string;
  /** The answer's schema in the contracts, which the example satisfies. */
  schema?: { parse(value: unknown): unknown };
  example?: unknown;
}

// What every public read shares, said once at the end of each description.
const COMMON =
  'Anyone may call it, from any origin (Access-Control-Allow-Origin: *). Answers are cached and fresh after every ' +
  'write; send If-None-Match with the ETag of the last answer to get 304 when nothing changed. Each client address ' +
  'may make a number of reads a minute (PUBLIC_API_RATE_LIMIT, 1200 by default): every answer says where it stands ' +
  '(RateLimit-Policy: "api";q=1200;w=60 and RateLimit: "api";r=<reads left>;t=<seconds to the next window>), and a ' +
  'read past the limit gets 429 with Retry-After.';

const kalyan = { id: '5f0c7d2e-4b1a-4c3e-9d2f-8a6b1c0e7f31', GID: 7, NameEn: 'Kalyan', NameHn: 'कल्याण', key: 'kalyan' };
const KALYAN_NIGHT_ID = '8c2e4f1a-6d3b-4a5c-8e7f-1b2c3d4e5f60';
const result = (id: string, Result: string, DateTime: string) => ({
  _id: id,
  id,
  GID: 7,
  Name: 'Kalyan',
  Result,
  DateTime,
  CreatedById: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
  isActive: true,
  ghadi: kalyan,
});
const results = [
  result('0d5c1a56-3f2e-4b8a-9c7d-6e5f4a3b2c11', '42', '2026-11-24'),
  result('0d5c1a56-3f2e-4b8a-9c7d-6e5f4a3b2c12', '07', '2026-11-25'),
];

export const publicReadDocs: Record<string, PublicReadDoc> = {
  [apiPaths.ghadis]: {
    summary: 'Every game with yesterday’s and today’s result',
    description:
      "The games in their order, each with its result time and the results of yesterday and today in the site's time zone (null: none yet). " +
      'A matka market also has its Kind, CloseTime and MarketDays, and its result is the line so far: 123-6 once the open is declared, ' +
      `123-68-459 once the close is. ${COMMON}`,
    schema: publicGhadiListResponseSchema,
    example: {
      success: true,
      data: [
        { _id: kalyan.id, id: kalyan.id, GID: 7, NameEn: 'Kalyan', NameHn: 'कल्याण', key: 'kalyan', RTime: '05:00 PM', OrderId: 1, YesterdayResult: '42', TodayResult: null },
        {
          _id: KALYAN_NIGHT_ID,
          id: KALYAN_NIGHT_ID,
          GID: 12,
          NameEn: 'Kalyan Night',
          NameHn: 'कल्याण नाइट',
          key: 'kalyan night',
          RTime: '09:30 PM',
          OrderId: 2,
          Kind: 'matka',
          CloseTime: '12:05 AM',
          MarketDays: 'mon-sat',
          YesterdayResult: '370-05-500',
          TodayResult: '123-6',
        },
      ],
    },
  },
  [apiPaths.results]: {
    summary: 'Every game’s results of a month',
    description: `The results of every game in a month (?month=1..12&year=2000..2100; the site's current month without them). ${COMMON}`,
    schema: resultListResponseSchema,
    example: { success: true, data: results },
  },
  [apiPaths.gameResults.route]: {
    summary: 'One game’s results of a month',
    description: `A game's results of a month, by its name as in its page's address (?month=&year=), with the game itself. ${COMMON}`,
    schema: gameResultsResponseSchema,
    example: { success: true, data: results, ghadi: kalyan },
  },
  [apiPaths.gameYearResults.route]: {
    summary: 'One game’s results of a year',
    description: `A game's results of a calendar year, January to December, with the game itself. ${COMMON}`,
    schema: gameResultsResponseSchema,
    example: { success: true, data: results, ghadi: kalyan },
  },
  [apiPaths.gameCorrections.route]: {
    summary: 'One game’s corrections of a month',
    description: `Every change of a published result to another value in a month: the date, the earlier and the new value, and when. ${COMMON}`,
    schema: resultCorrectionListResponseSchema,
    example: { success: true, data: [{ DateTime: '2026-11-24', From: '24', To: '42', ChangedAt: '2026-11-24T12:10:00.000Z' }] },
  },
  [apiPaths.gameStatistics.route]: {
    summary: 'One game’s statistics of past results',
    description: `Counts only, as of the site's today: how often each number (index 0-99) and each first and second digit came in the last 30, 90 and 365 days, the odd and high (50-99) among them, the days since each number last came (null: not in 365 days) and the last 12 months' counts. Published two-digit numbers count; a holiday or any other text does not. Statistics of past results, not a prediction. ${COMMON}`,
    schema: gameStatisticsResponseSchema,
    example: {
      success: true,
      data: { ghadi: kalyan, ...countStatistics([{ drawDate: '2026-11-24', result: '42' }, { drawDate: '2026-11-25', result: '07' }], '2026-11-25') },
    },
  },
  [apiPaths.matkaChart.route]: {
    summary: 'One matka market’s lines for its jodi and panel charts',
    description: `The market's published lines (such as 123-68-459, or 123-6 before the close) of each day of the last 52 weeks, as of the site's today: \`from\` is the first week's Monday and \`lines\` holds one text per day from it ('' for a day without a result or marked off), and \`marketDays\` which days the charts show (mon-sat or mon-sun). Only a matka market has charts: any other game answers 404 (marketNotFound). ${COMMON}`,
    schema: matkaChartResponseSchema,
    example: { success: true, data: { ghadi: kalyan, marketDays: 'mon-sat', from: '2025-12-01', lines: ['123-68-459', '', '340-7'] } },
  },
  [apiPaths.drawDay]: {
    summary: 'Today’s board: every game’s state',
    description: `Each game's state on the site's day (upcoming, awaited, declared, corrected, holiday), its result time as an instant and today's result. States move with the clock as well as with writes. ${COMMON}`,
    schema: drawDayResponseSchema,
    example: {
      success: true,
      data: {
        day: '2026-11-25',
        lastUpdatedAt: '2026-11-25T11:47:00.000Z',
        games: [
          {
            GID: 7,
            ghadi: kalyan,
            state: 'declared',
            dueAt: '2026-11-25T11:30:00.000Z',
            result: '07',
            declaredAt: '2026-11-25T11:47:00.000Z',
            correctedAt: null,
            previousResult: null,
          },
        ],
      },
    },
  },
  [apiPaths.holidays]: {
    summary: 'The days games do not run',
    description: `Every game's holidays of a month (?month=&year=) or of a whole year (?year=). ${COMMON}`,
    schema: holidayListResponseSchema,
    example: { success: true, data: [{ GID: 7, ghadi: kalyan, DateTime: '2026-11-26' }] },
  },
  [apiPaths.monthDownload.route]: {
    summary: 'Every game’s results of a month as a file',
    description: `{yyyy}-{mm}.csv or .json: UTF-8 CSV with a byte order mark and CRLF line ends, header date,gid,game,game_hindi,result; results as text, leading zeros kept. ${COMMON}`,
  },
  [apiPaths.gameYearDownload.route]: {
    summary: 'One game’s results of a year as a file',
    description: `{yyyy}.csv or .json, the same columns as the month's file. ${COMMON}`,
  },
  [apiPaths.resultsFeed]: {
    summary: 'Every declaration and correction as an Atom feed',
    description: `The newest 100 published values, newest first; a correction is its own entry naming the earlier value. ${COMMON}`,
  },
  [apiPaths.gameFeed.route]: {
    summary: 'One game’s Atom feed',
    description: `{name}.atom, the game's name as in its page's address. ${COMMON}`,
  },
  [apiPaths.hindiResultsFeed]: {
    summary: 'Every declaration and correction as an Atom feed in Hindi',
    description: `The same entries as ${apiPaths.resultsFeed}, in Hindi (xml:lang="hi"): Hindi names and words, linking the Hindi pages. ${COMMON}`,
  },
  [apiPaths.hindiGameFeed.route]: {
    summary: 'One game’s Atom feed in Hindi',
    description: `{name}.atom, as ${apiPaths.gameFeed.route}, in Hindi. ${COMMON}`,
  },
};
