import type { FastifyInstance } from 'fastify';
import { apiPaths, ghadiListResponseSchema, ghadiResponseSchema, publicGhadiListResponseSchema } from '@ghadi/contracts';
import { adminToken, bearer, createGhadi, describeEachDatabase, newGhadi } from '../../helper';

const market = { Kind: 'matka', RTime: '09:30 PM', CloseTime: '12:05 AM', MarketDays: 'mon-sat' };
const specFields = ['GID', 'NameEn', 'NameHn', 'OrderId', 'RTime', '_id', 'id', 'key'];

describeEachDatabase('/api/ghadis: a game’s kind', (kit) => {
  let app: FastifyInstance;
  let admin: string;
  beforeAll(async () => {
    app = await kit.build();
    admin = await adminToken(app);
  });

  const post = (payload: object, language = 'en') =>
    app.inject({ method: 'POST', url: apiPaths.ghadis, headers: { ...bearer(admin), 'accept-language': language }, payload });
  const put = (id: string, payload: object) => app.inject({ method: 'PUT', url: apiPaths.ghadi.url(id), headers: bearer(admin), payload });
  const listed = async (id: string) =>
    ghadiListResponseSchema.parse((await app.inject({ url: apiPaths.ghadis, headers: bearer(admin) })).json()).data.find((game) => game.id === id);
  const publicListed = async (id: string) =>
    publicGhadiListResponseSchema.parse((await app.inject({ url: apiPaths.ghadis })).json()).data.find((game) => game.id === id);

  it('answers a jodi game in the spec’s shape, without the market’s fields', async () => {
    const game = await createGhadi(app, admin);
    const jodi = await createGhadi(app, admin, { Kind: 'jodi' });

    expect(Object.keys(game).sort()).toEqual(specFields);
    expect(Object.keys(jodi).sort()).toEqual(specFields);
    expect(Object.keys((await listed(game.id))!).sort()).toEqual(specFields);
  });

  it('creates a matka market, answered with its kind, close time and days everywhere', async () => {
    const response = await post(newGhadi(market));

    expect(response.statusCode).toBe(201);
    const { data } = ghadiResponseSchema.parse(response.json());
    expect(data).toMatchObject(market);
    expect(await listed(data.id)).toMatchObject(market);
    expect(await publicListed(data.id)).toMatchObject({ ...market, TodayResult: null });
    expect(await app.db.selectFrom('ghadis').select(['kind', 'close_time', 'market_days']).where('id', '=', data.id).executeTakeFirst()).toEqual({
      kind: 'matka',
      close_time: '12:05 AM',
      market_days: 'mon-sat',
    });
  });

  it('keeps a market’s kind when an edit leaves it out (the spec’s clients), its open time readable, and changes it when one names it', async () => {
    const game = await createGhadi(app, admin, market);
    const specEdit = { NameEn: game.NameEn, NameHn: game.NameHn, RTime: '09:00 PM', OrderId: 3 };

    const kept = await put(game.id, specEdit);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data).toMatchObject({ ...market, RTime: '09:00 PM', OrderId: 3 });

    const days = await put(game.id, { ...specEdit, Kind: 'matka', CloseTime: '11:00 PM', MarketDays: 'mon-sun' });
    expect(days.json().data).toMatchObject({ Kind: 'matka', CloseTime: '11:00 PM', MarketDays: 'mon-sun' });

    const unreadable = await put(game.id, { ...specEdit, RTime: 'night' });
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json()).toMatchObject({ code: 'invalidRequest', message: 'RTime: Result Time must be a time such as 11:30 PM', field: 'RTime', rule: 'clockTime' });

    const jodi = await put(game.id, { ...specEdit, Kind: 'jodi' });
    expect(Object.keys(jodi.json().data).sort()).toEqual(specFields);
    expect(await app.db.selectFrom('ghadis').select(['kind', 'close_time', 'market_days']).where('id', '=', game.id).executeTakeFirst()).toEqual({
      kind: 'jodi',
      close_time: null,
      market_days: null,
    });
  });

  it('refuses a market without its close time or days, and a close time for a jodi game, naming the rule in either language', async () => {
    const before = await app.db.selectFrom('ghadis').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const cases: [object, string, string, object][] = [
      [newGhadi({ Kind: 'matka', MarketDays: 'mon-sat' }), 'CloseTime: Close Time is required', 'CloseTime: क्लोज़ का समय ज़रूरी है', { field: 'CloseTime', rule: 'required' }],
      [newGhadi({ ...market, MarketDays: undefined }), 'MarketDays: Market days is required', 'MarketDays: बाज़ार के दिन ज़रूरी है', { field: 'MarketDays', rule: 'required' }],
      [newGhadi({ CloseTime: '11:00 PM' }), 'CloseTime: Close Time is for matka markets only (Kind matka)', 'CloseTime: क्लोज़ का समय केवल मटका बाज़ार (Kind matka) के लिए है', { field: 'CloseTime', rule: 'matkaOnly' }],
      [newGhadi({ ...market, Kind: 'starline' }), 'Kind: Kind must be jodi or matka', 'Kind: प्रकार jodi या matka होना चाहिए', { field: 'Kind', rule: 'gameKind' }],
      [newGhadi({ ...market, MarketDays: 'daily' }), 'MarketDays: Market days must be mon-sat or mon-sun', 'MarketDays: बाज़ार के दिन mon-sat या mon-sun होना चाहिए', { field: 'MarketDays', rule: 'marketDays' }],
      [newGhadi({ ...market, CloseTime: 'late night' }), 'CloseTime: Close Time must be a time such as 11:30 PM', 'CloseTime: क्लोज़ का समय 11:30 PM जैसा समय होना चाहिए', { field: 'CloseTime', rule: 'clockTime' }],
    ];
    for (const [payload, english, hindi, rule] of cases) {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'invalidRequest', message: english, ...rule });
      expect((await post(payload, 'hi')).json()).toMatchObject({ message: hindi, ...rule });
    }
    expect(await app.db.selectFrom('ghadis').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).toEqual(before);
  });
});
