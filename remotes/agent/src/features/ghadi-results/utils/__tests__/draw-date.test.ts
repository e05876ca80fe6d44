import { fakeBrowserTimeZone } from '@/testing/fake-browser-time-zone';
import { drawDateIn } from '@ghadi/contracts';
import { formatDrawDate, historySearchTerm } from '../draw-date';

describe('drawDateIn', () => {
  beforeEach(() => {
    // Only the clock is faked; timers stay real.
    jest.useFakeTimers({ doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'nextTick', 'queueMicrotask'] });
    fakeBrowserTimeZone('America/New_York');
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  test('half past midnight in Kolkata is already the next day there, while the browser is still on the 1st', () => {
    jest.setSystemTime(new Date('2026-03-01T19:00:00Z'));
    const browser = new Date();
    expect([browser.getFullYear(), browser.getMonth() + 1, browser.getDate()]).toEqual([2026, 3, 1]);
    expect(new Date().toLocaleDateString('en-CA')).toBe('2026-03-01');
    expect(drawDateIn('Asia/Kolkata')).toBe('2026-03-02');
  });

  test('a second before midnight in Kolkata is still that day', () => {
    jest.setSystemTime(new Date('2026-03-01T18:29:59Z'));
    expect(drawDateIn('Asia/Kolkata')).toBe('2026-03-01');
  });

  test('follows the zone it is given, not only Kolkata', () => {
    expect(drawDateIn('Pacific/Kiritimati', new Date('2026-12-31T10:00:00Z'))).toBe('2027-01-01');
  });
});

test('dates read day first', () => {
  expect(formatDrawDate('2026-11-22')).toBe('22-11-2026');
  expect(formatDrawDate('not a date')).toBe('not a date');
});

describe('historySearchTerm', () => {
  test('a date typed as shown is searched as stored', () => {
    expect(historySearchTerm('22-11-2026')).toBe('2026-11-22');
    expect(historySearchTerm(' 2/3/2026 ')).toBe('2026-03-02');
  });

  test('a month typed as shown is searched as stored', () => {
    expect(historySearchTerm('11-2026')).toBe('2026-11');
  });

  test('results and stored-form dates are searched as typed', () => {
    expect(historySearchTerm('123-45-678')).toBe('123-45-678');
    expect(historySearchTerm('2026-11-22')).toBe('2026-11-22');
    expect(historySearchTerm('45')).toBe('45');
  });
});
