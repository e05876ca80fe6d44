import { addDays, monthBounds, siteCurrentMonth, siteToday, siteYesterday } from '../../src/calendar/site-calendar';

describe('site calendar', () => {
  // 19:00 UTC on 1 March 2026: 2 March in Kolkata (UTC+5:30), still 1 March in New York.
  const evening = new Date('2026-03-01T19:00:00Z');

  it('counts today, yesterday and the month in the site zone, not the server zone', () => {
    expect(siteToday('Asia/Kolkata', evening)).toBe('2026-03-02');
    expect(siteYesterday('Asia/Kolkata', evening)).toBe('2026-03-01');
    expect(siteToday('America/New_York', evening)).toBe('2026-03-01');
    expect(siteYesterday('America/New_York', evening)).toBe('2026-02-28');
    expect(siteCurrentMonth('Asia/Kolkata', new Date('2026-03-31T19:00:00Z'))).toEqual({ year: 2026, month: 4 });
  });

  it('turns the day at midnight to the millisecond, in zones offset by 30 and 45 minutes too', () => {
    // Asked again and again within the last minute of the day, then just after midnight.
    expect(siteToday('Asia/Kolkata', new Date('2026-03-01T18:29:00.000Z'))).toBe('2026-03-01');
    expect(siteToday('Asia/Kolkata', new Date('2026-03-01T18:29:59.999Z'))).toBe('2026-03-01');
    expect(siteToday('Asia/Kolkata', new Date('2026-03-01T18:30:00.000Z'))).toBe('2026-03-02');
    expect(siteToday('Asia/Kathmandu', new Date('2026-03-01T18:14:59.999Z'))).toBe('2026-03-01');
    expect(siteToday('Asia/Kathmandu', new Date('2026-03-01T18:15:00.000Z'))).toBe('2026-03-02');
    // And back: an earlier instant after a later one.
    expect(siteToday('Asia/Kolkata', new Date('2026-03-01T18:29:59.999Z'))).toBe('2026-03-01');
  });

  it('steps by calendar days across a DST change', () => {
    // New York springs forward on 8 March 2026: that day has 23 hours.
    expect(siteYesterday('America/New_York', new Date('2026-03-09T04:30:00Z'))).toBe('2026-03-08');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('bounds a month by its first and last day, leap years included', () => {
    expect(monthBounds(2024, 2)).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(monthBounds(2026, 2)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthBounds(2026, 12)).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
});
