import { dayValuesOf, monthValuesOf, valueOn, yearValuesOf } from '../chart-values';

const result = (GID: number, DateTime: string, Result: string) => ({ GID, DateTime, Result });

describe('chart values: results as a chart draws them', () => {
  it('puts each value at its day, empty days as empty text, nothing after the last', () => {
    const days = dayValuesOf([result(1, '2026-10-03', '42'), result(1, '2026-10-01', '123-68-459')]);

    expect(days).toEqual(['123-68-459', '', '42']);
    expect(JSON.parse(JSON.stringify(days))).toEqual(days);
    expect([1, 2, 3, 4].map((day) => valueOn(days, day))).toEqual(['123-68-459', undefined, '42', undefined]);
  });

  it('groups a month by game and a year by month', () => {
    const month = [result(2, '2026-10-02', '7'), result(1, '2026-10-01', '11'), result(2, '2026-10-01', '09')];

    expect(monthValuesOf(month)).toEqual([
      [2, ['09', '7']],
      [1, ['11']],
    ]);
    const year = yearValuesOf([result(1, '2026-01-31', '5'), result(1, '2026-12-01', '6')]);
    expect(year).toHaveLength(12);
    expect(year[0]).toHaveLength(31);
    expect(valueOn(year[0], 31)).toBe('5');
    expect(year[11]).toEqual(['6']);
    expect(year.slice(1, 11).every((days) => days.length === 0)).toBe(true);
  });
});
