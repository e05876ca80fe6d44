import { agentHistoryQuerySchema, formRuleIn, publicGhadiListResponseSchema, updateResultRequestSchema, isGhadiRefTo } from '../../index';

const gameId = 'b1f5c4d2-3a4b-4c5d-8e6f-7a8b9c0d1e2f';
const publish = (ghadiId: unknown) => updateResultRequestSchema.safeParse({ ghadiId, result: '12', dateTime: '2026-01-01' });
const refusal = 'ghadiId must be a game id or its GID (a whole number from 1)';

describe('ghadiId', () => {
  it.each([
    ['the game id', gameId, gameId],
    ['a GID as a number', 12, 12],
    ['a GID as digits', '12', 12],
  ])('takes %s; a parsed GID is a number, an id a string', (_case, ghadiId, parsed) => {
    expect(publish(ghadiId).data?.ghadiId).toBe(parsed);
    expect(agentHistoryQuerySchema.parse({ ghadiId: String(ghadiId) }).ghadiId).toBe(parsed);
  });

  it.each([0, -1, 1.5, '0', '12abc', ' 12', '', 'abc', 2_147_483_648, null, undefined])(
    'refuses %j with one message naming the field',
    (ghadiId) => {
      expect(publish(ghadiId).error?.issues.map(({ path, message }) => ({ path, message: formRuleIn('en', message) }))).toEqual([
        { path: ['ghadiId'], message: refusal },
      ]);
    },
  );

  it('names a game by id when a string, by GID when a number', () => {
    const game = { _id: gameId, GID: 12 };

    expect([isGhadiRefTo(gameId, game), isGhadiRefTo(12, game), isGhadiRefTo(13, game), isGhadiRefTo('12', game)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});

test('the public game list takes a game without a result time (RTime null)', () => {
  const game = { _id: gameId, id: gameId, GID: 3, NameEn: 'Old Bazar', NameHn: 'पुराना', key: 'old bazar', OrderId: 1 };
  const list = { success: true, data: [{ ...game, RTime: null, YesterdayResult: null, TodayResult: '45' }] };

  expect(publicGhadiListResponseSchema.parse(list).data[0]!.RTime).toBeNull();
  // Left out altogether (legacy or imported data) reads the same way.
  const withoutKey = publicGhadiListResponseSchema.parse({ ...list, data: [{ ...game, YesterdayResult: null, TodayResult: null }] });
  expect(withoutKey.data[0]!.RTime).toBeUndefined();
});
