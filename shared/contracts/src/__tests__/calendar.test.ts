import { drawDateIn } from '../calendar';

test('a draw date is the calendar day of the site zone, not of the machine', () => {
  // 19:00 UTC on 1 March is half past midnight on 2 March in Kolkata.
  expect(drawDateIn('Asia/Kolkata', new Date('2026-03-01T19:00:00Z'))).toBe('2026-03-02');
  expect(drawDateIn('Asia/Kolkata', new Date('2026-03-01T18:29:59Z'))).toBe('2026-03-01');
  expect(drawDateIn('America/New_York', new Date('2026-03-01T04:00:00Z'))).toBe('2026-02-28');
});
