import { gameStatisticsTags, statisticsMonths } from '../../pages/statistics-pages';
import { countStatistics, gameStatisticsSchema, statisticsNumber, statisticsRange } from '../result-statistics';

describe("a game's statistics", () => {
  it('counts two-digit numbers only: a matka line, a single digit or a word is not a number of 00-99', () => {
    expect(['00', '07', '99'].map(statisticsNumber)).toEqual([0, 7, 99]);
    expect(['7', '123', '123-68-459', 'XX', ' 42', '4a'].map(statisticsNumber)).toEqual([null, null, null, null, null, null]);
  });

  it('reads the 13 months up to the current one, across a year', () => {
    expect(statisticsMonths(2026, 1)).toEqual([
      '2025-01', '2025-02', '2025-03', '2025-04', '2025-05', '2025-06', '2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01',
    ]);
    // The last 365 days always start inside them, a leap year's last day too.
    expect(statisticsRange('2024-12-31')).toEqual({ from: '2023-12-01', to: '2024-12-31' });
    expect(statisticsRange('2024-03-01').from <= '2023-03-02').toBe(true);
  });

  it("is stale after a result or a holiday of any of those months, of that game only", () => {
    const tags = gameStatisticsTags('kalyan', 2026, 11);

    expect(tags).toEqual(expect.arrayContaining(['game-month:2025-11:kalyan', 'game-month:2026-11:kalyan', 'holidays:2025-11', 'holidays:2026-11']));
    expect(tags).not.toContain('game-month:2025-10:kalyan');
    expect(tags.some((tag) => tag.endsWith(':milan'))).toBe(false);
  });

  it('leaves out results after its day, and counts the last day of a period but not the day before it', () => {
    const counted = countStatistics(
      [
        { drawDate: '2026-11-23', result: '11' },
        { drawDate: '2026-10-24', result: '22' },
        { drawDate: '2026-10-23', result: '33' },
      ],
      '2026-11-22',
    );

    expect(counted.periods.map((period) => period.counted)).toEqual([1, 2, 2]);
    expect(counted.daysSince[22]).toBe(29);
    expect(counted.daysSince[11]).toBeNull();
    expect(gameStatisticsSchema.parse({ ghadi: { id: 'g', GID: 1, NameEn: 'K', NameHn: 'क', key: 'k' }, ...counted })).toBeTruthy();
  });
});
