import { readSiteChange } from '../site-changes';

describe('readSiteChange', () => {
  test.each([
    ['{"what":"result","gid":7,"date":"2026-11-24"}', { what: 'result', gid: 7, date: '2026-11-24' }],
    ['{"what":"holiday","gid":7,"date":"2026-11-25"}', { what: 'holiday', gid: 7, date: '2026-11-25' }],
    ['{"what":"clock"}', { what: 'clock' }],
    ['{"what":"games","extra":1}', { what: 'games' }],
    ['{"what":"content"}', { what: 'content' }],
    ['{"what":"all"}', { what: 'all' }],
  ])('reads %s', (data, change) => {
    expect(readSiteChange(data)).toEqual(change);
  });

  test.each(['{"what":"holiday","gid":7}', '{"what":"holiday","gid":"7","date":"2026-11-25"}', '{"what":"holiday","gid":1.5,"date":"2026-11-25"}', '{"what":"tick"}', 'not json', 'null', 42])(
    'reads %s as everything changed',
    (data) => {
      expect(readSiteChange(data)).toEqual({ what: 'all' });
    },
  );
});
