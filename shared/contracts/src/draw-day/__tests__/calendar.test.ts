import { addDays, drawDateIn, monthBounds, monthIn, yesterdayIn } from '../calendar';

test('a draw date is the calendar day of the site zone, not of the machine', () => {
  // 19:00 UTC on 1 March is half past midnight on 2 March in Kolkata.
  expect(drawDateIn('Asia/Kolkata', new Date('2026-03-01T19:00:00Z'))).toBe('2026-03-02');
  expect(drawDateIn('Asia/Kolkata', new Date('2026-03-01T18:29:59Z'))).toBe('2026-03-01');
  expect(drawDateIn('America/New_York', new Date('2026-03-01T04:00:00Z'))).toBe('2026-02-28');
});

test('counts yesterday and the month in the site zone too', () => {
  const evening = new Date('2026-03-01T19:00:00Z');
  expect(yesterdayIn('Asia/Kolkata', evening)).toBe('2026-03-01');
  expect(yesterdayIn('America/New_York', evening)).toBe('2026-02-28');
  expect(monthIn('Asia/Kolkata', new Date('2026-03-31T19:00:00Z'))).toEqual({ year: 2026, month: 4 });
});

test('turns the day at midnight to the millisecond, in zones offset by 30 and 45 minutes too', () => {
  // Asked again and again within the last minute of the day, then just after midnight.
  expect(drawDateIn('Asia/Kolkata', new Date('2026-03-01T18:29:00.000Z'))).toBe('2026-03-01');
  expect(drawDateIn('Asia/Kolkata', new Date('2026-03-01T18:29:59.999Z'))).toBe('2026-03-01');
  expect(drawDateIn('Asia/Kolkata', new Date('2026-03-01T18:30:00.000Z'))).toBe('2026-03-02');
  expect(drawDateIn('Asia/Kathmandu', new Date('2026-03-01T18:14:59.999Z'))).toBe('2026-03-01');
  expect(drawDateIn('Asia/Kathmandu', new Date('2026-03-01T18:15:00.000Z'))).toBe('2026-03-02');
  // And back: an earlier instant after a later one.
  expect(drawDateIn('Asia/Kolkata', new Date('2026-03-01T18:29:59.999Z'))).toBe('2026-03-01');
});

test('steps by calendar days across a DST change and a year end', () => {
  // New York springs forward on 8 March 2026: that day has 23 hours.
  expect(yesterdayIn('America/New_York', new Date('2026-03-09T04:30:00Z'))).toBe('2026-03-08');
  expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
  expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
});

test('bounds a month by its first and last day, leap years included', () => {
  expect(monthBounds(2024, 2)).toEqual({ from: '2024-02-01', to: '2024-02-29' });
  expect(monthBounds(2026, 2)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  expect(monthBounds(2026, 12)).toEqual({ from: '2026-12-01', to: '2026-12-31' });
});
