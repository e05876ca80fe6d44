import { changeTouches, readSiteChange } from '../site-changes';
import { changeTags, readTags } from '../../pages/public-reads';

const kalyan = { id: '00000000-0000-4000-8000-000000000007', GID: 7, NameEn: 'Kalyan', NameHn: 'कल्याण', key: 'kalyan' };

describe('readSiteChange', () => {
  test.each([
    [{ what: 'result', ghadi: kalyan, date: '2026-11-24', reads: ['month:2026-11', 'game-month:2026-11:kalyan', 'daily'] }],
    [{ what: 'holiday', ghadi: kalyan, date: '2026-11-25', reads: ['holidays:2026-11'] }],
    [{ what: 'clock', reads: ['clock'] }],
    [{ what: 'games', reads: ['games'] }],
    [{ what: 'content', reads: ['content'] }],
    [{ what: 'all' }],
  ])('reads %j', (change) => {
    expect(readSiteChange(JSON.stringify(change))).toEqual(change);
  });

  it('drops what it does not know', () => {
    expect(readSiteChange('{"what":"games","reads":["games"],"extra":1}')).toEqual({ what: 'games', reads: ['games'] });
  });

  test.each([
    '{"what":"holiday","ghadi":{"GID":7},"date":"2026-11-25","reads":[]}',
    '{"what":"result","date":"2026-11-25","reads":["daily"]}',
    '{"what":"games"}',
    '{"what":"games","reads":[1]}',
    '{"what":"tick","reads":[]}',
    'not json',
    'null',
    42,
  ])('reads %s as everything changed', (data) => {
    expect(readSiteChange(data)).toEqual({ what: 'all' });
  });
});

describe('what a change touches', () => {
  const result = { what: 'result' as const, ghadi: kalyan, date: '2026-11-24', reads: changeTags.result('kalyan', '2026-11-24', '2026-11-23') };

  it('touches the reads that show the result: the home lists, the month, the game month', () => {
    expect(changeTouches(result, readTags.ghadis())).toBe(true);
    expect(changeTouches(result, readTags.drawDay())).toBe(true);
    expect(changeTouches(result, readTags.monthResults('2026-11'))).toBe(true);
    expect(changeTouches(result, readTags.gameMonth('kalyan', '2026-11'))).toBe(true);
    expect(changeTouches(result, readTags.gameYear('kalyan', 2026))).toBe(true);
  });

  it('leaves the rest alone: another game, another month, holidays, the texts', () => {
    expect(changeTouches(result, readTags.gameMonth('milan day', '2026-11'))).toBe(false);
    expect(changeTouches(result, readTags.monthResults('2026-10'))).toBe(false);
    expect(changeTouches(result, readTags.holidays(2026, 11))).toBe(false);
    expect(changeTouches(result, readTags.content())).toBe(false);
  });

  it('an older result leaves the daily reads alone; the clock moves the board only', () => {
    const older = { ...result, date: '2026-10-02', reads: changeTags.result('kalyan', '2026-10-02', '2026-11-23') };
    const clock = { what: 'clock' as const, reads: changeTags.clock() };

    expect([changeTouches(older, readTags.ghadis()), changeTouches(older, readTags.drawDay())]).toEqual([false, false]);
    expect([changeTouches(clock, readTags.drawDay()), changeTouches(clock, readTags.ghadis())]).toEqual([true, false]);
  });

  it('everything is touched by `all`', () => {
    expect(changeTouches({ what: 'all' }, readTags.content())).toBe(true);
  });
});
