import { dayValuesOf, gameMonthsOf, monthValuesOf, valueOn } from '../chart-values';
import { yearValuesOf } from '../chart-values-year';

const result = (GID: number, DateTime: string, Result: string) => ({ GID, DateTime, Result });
const everyDay = (days: Parameters<typeof valueOn>[0]) => Array.from({ length: 31 }, (_, index) => valueOn(days, index + 1));

describe('chart values: results as a chart draws them', () => {
  it('keeps values of one width side by side, a day without one as that many spaces', () => {
    const days = dayValuesOf([result(1, '2026-10-04', '42'), result(1, '2026-10-01', '07')]);

    expect(days).toEqual([2, '07    42']);
    expect(everyDay(days).slice(0, 5)).toEqual(['07', undefined, undefined, '42', undefined]);
  });

  it('keeps values of several widths (or with spaces inside) as a list, and survives JSON', () => {
    const days = dayValuesOf([result(1, '2026-10-03', '123-6'), result(1, '2026-10-01', '123-68-459')]);
    const spaced = dayValuesOf([result(1, '2026-10-02', '4 2'), result(1, '2026-10-01', '1 7')]);

    expect(days).toEqual(['123-68-459', '', '123-6']);
    expect(everyDay(JSON.parse(JSON.stringify(days))).slice(0, 4)).toEqual(['123-68-459', undefined, '123-6', undefined]);
    expect(everyDay(spaced).slice(0, 3)).toEqual(['1 7', '4 2', undefined]);
    expect(dayValuesOf([])).toEqual([]);
    expect(everyDay([])).toEqual(Array(31).fill(undefined));
  });

  it('groups a month by game and a year by month', () => {
    const month = [result(2, '2026-10-02', '7'), result(1, '2026-10-01', '11'), result(2, '2026-10-01', '09')];

    expect(gameMonthsOf(monthValuesOf(month)).map(([gid, days]) => [gid, everyDay(days).slice(0, 3)])).toEqual([
      [2, ['09', '7', undefined]],
      [1, ['11', undefined, undefined]],
    ]);
    const year = yearValuesOf([result(1, '2026-01-31', '5'), result(1, '2026-12-01', '6')]);
    expect(year).toHaveLength(12);
    expect(valueOn(year[0], 31)).toBe('5');
    expect(year[11]).toEqual([1, '6']);
    expect(year.slice(1, 11).every((days) => days.length === 0)).toBe(true);
  });

  it('carries a month of every game as one text of values, rebuilt game by game through JSON', () => {
    const month = [result(7, '2026-10-03', '42'), result(5, '2026-10-01', '07'), result(6, '2026-10-02', '99'), result(7, '2026-10-01', '11')];
    const values = JSON.parse(JSON.stringify(monthValuesOf(month))) as ReturnType<typeof monthValuesOf>;

    // GIDs as steps, 3 days for each game, one text.
    expect(values).toEqual([[7, -2, 1], 3, [2, '11  42' + '07    ' + '  99  ']]);
    expect(gameMonthsOf(values).map(([gid, days]) => [gid, everyDay(days).slice(0, 4)])).toEqual([
      [7, ['11', undefined, '42', undefined]],
      [5, ['07', undefined, undefined, undefined]],
      [6, [undefined, '99', undefined, undefined]],
    ]);
    const mixed = gameMonthsOf(monthValuesOf([result(1, '2026-10-02', '123-6'), result(2, '2026-10-01', '45')]));
    expect(mixed.map(([gid, days]) => [gid, everyDay(days).slice(0, 2)])).toEqual([
      [1, [undefined, '123-6']],
      [2, ['45', undefined]],
    ]);
    expect(gameMonthsOf(monthValuesOf([]))).toEqual([]);
  });
});
