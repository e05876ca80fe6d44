import type { FastifyInstance } from 'fastify';
import {
  apiPaths,
  countResponseSchema,
  ghadiResponseSchema,
  publicGhadiListResponseSchema,
  serverMessages,
  type Ghadi,
} from '@ghadi/contracts';
import {
  adminToken,
  bearer,
  createAgent,
  createGhadi,
  describeEachDatabase,
  expectAccess,
  newGhadi,
  publishResultRow,
  type SignedInUser,
} from '../../helper';

// 20:00 UTC on 10 March is 01:30 on 11 March in Asia/Kolkata (the default SITE_TIMEZONE).
const NOW = new Date('2026-03-10T20:00:00Z');

describeEachDatabase('/api/ghadis', (kit) => {
  let app: FastifyInstance;
  let admin: string;
  let agent: SignedInUser;
  beforeAll(async () => {
    app = await kit.build({}, { clock: () => NOW });
    admin = await adminToken(app);
    agent = await createAgent(app);
  });

  const post = (payload: unknown) =>
    app.inject({ method: 'POST', url: apiPaths.ghadis, headers: bearer(admin), payload: payload as object });
  const put = (id: string, payload: unknown) =>
    app.inject({ method: 'PUT', url: apiPaths.ghadi.url(id), headers: bearer(admin), payload: payload as object });
  const remove = (id: string) => app.inject({ method: 'DELETE', url: apiPaths.ghadi.url(id), headers: bearer(admin) });
  const create = (overrides: Record<string, unknown> = {}): Promise<Ghadi> => createGhadi(app, admin, overrides);
  const publicList = async () => publicGhadiListResponseSchema.parse((await app.inject({ url: apiPaths.ghadis })).json()).data;
  const countRows = async (table: 'results' | 'result_history' | 'ghadis') =>
    Number((await app.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('creates a game with a server-assigned GID; OrderId may be digits', async () => {
    const response = await post(newGhadi({ NameEn: 'Kalyan', NameHn: 'कल्याण', OrderId: '7' }));

    expect(response.statusCode).toBe(201);
    const { data } = ghadiResponseSchema.parse(response.json());
    expect(data).toMatchObject({ NameEn: 'Kalyan', NameHn: 'कल्याण', RTime: '10:30 AM', OrderId: 7 });
    expect(data.GID).toEqual(expect.any(Number));
    expect(data._id).toBe(data.id);
  });

  it('requires all four fields, a numeric OrderId, and refuses a GID or unknown field (nothing stored)', async () => {
    const before = await countRows('ghadis');
    const cases: [Record<string, unknown>, string, object][] = [
      [newGhadi({ NameEn: ' ' }), 'NameEn: Name (En) is required', { field: 'NameEn', rule: 'required' }],
      [newGhadi({ NameHn: undefined }), 'NameHn: Name (Hi) is required', { field: 'NameHn', rule: 'required' }],
      [newGhadi({ RTime: '' }), 'RTime: Result Time is required', { field: 'RTime', rule: 'required' }],
      [newGhadi({ OrderId: 'abc' }), 'OrderId: Order ID must be a number', { field: 'OrderId', rule: 'number' }],
      [newGhadi({ OrderId: 1.5 }), 'OrderId: Order ID must be a whole number', { field: 'OrderId', rule: 'wholeNumber' }],
      [newGhadi({ NameEn: 'x'.repeat(61) }), 'NameEn: Name (En) must be at most 60 characters', { field: 'NameEn', rule: 'maxChars', limit: 60 }],
      // /api/results/count and /api/results/stream are fixed paths: a game so named would have no chart.
      [newGhadi({ NameEn: 'Count' }), 'NameEn: This name is reserved by the site, choose another', { field: 'NameEn', rule: 'reservedName' }],
      [newGhadi({ NameEn: 'stream' }), 'NameEn: This name is reserved by the site, choose another', { field: 'NameEn', rule: 'reservedName' }],
    ];
    for (const [body, message, rule] of cases) {
      const response = await post(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, code: 'invalidRequest', message, ...rule });
    }
    const withGid = await post(newGhadi({ GID: 5 }));
    expect(withGid.statusCode).toBe(400);
    expect(withGid.json().message).toContain('GID');
    expect(await countRows('ghadis')).toBe(before);
  });

  it('refuses an English name already used, in any case, with 409', async () => {
    const first = await create({ NameEn: 'Desawar' });
    const other = await create();

    const duplicate = await post(newGhadi({ NameEn: ' DESAWAR ' }));
    const renamedOnto = await put(other.id, newGhadi({ NameEn: 'desawar' }));
    const ownNameOtherCase = await put(first.id, newGhadi({ NameEn: 'DesaWar', OrderId: 3 }));

    for (const response of [duplicate, renamedOnto]) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ success: false, code: 'ghadiNameTaken', message: serverMessages.ghadiNameTaken });
    }
    expect(ownNameOtherCase.statusCode).toBe(200);
    expect(ownNameOtherCase.json().data).toMatchObject({ NameEn: 'DesaWar', OrderId: 3, GID: first.GID });
  });

  it('answers a name that only looks like a taken one with 409 or 400, and creates or renames nothing', async () => {
    await create({ NameEn: 'Rajdhani Night' });
    await create({ NameEn: 'Café Bazar' });
    const other = await create();
    const before = await countRows('ghadis');
    const taken = ['Ｒａｊｄｈａｎｉ Night', 'Rajdhani\u00A0Night', 'Rajdhani   Night', 'RAJDHANI NIGHT', 'Cafe\u0301 Bazar'];
    const refused: [string, string, string][] = [
      ['Raj\u200Bdhani Night', 'Name (En) must not contain invisible or control characters', 'invisibleChars'],
      ['Raj\u00ADdhani Night', 'Name (En) must not contain invisible or control characters', 'invisibleChars'],
      ['Rajdhani Ni\u0307ght', 'Name (En) must not contain stray accents or combining marks', 'strayMarks'],
      ['R\u0430jdhani Night', 'Name (En) must not mix scripts within a word', 'mixedScripts'],
    ];

    for (const NameEn of taken) {
      for (const response of [await post(newGhadi({ NameEn })), await put(other.id, newGhadi({ NameEn }))]) {
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({ success: false, code: 'ghadiNameTaken', message: serverMessages.ghadiNameTaken });
      }
    }
    for (const [NameEn, message, rule] of refused) {
      for (const response of [await post(newGhadi({ NameEn })), await put(other.id, newGhadi({ NameEn }))]) {
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ success: false, code: 'invalidRequest', message: `NameEn: ${message}`, field: 'NameEn', rule });
      }
    }
    expect(await countRows('ghadis')).toBe(before);
    expect((await publicList()).find((game) => game.id === other.id)?.NameEn).toBe(other.NameEn);
    // Every URL spelling of the name finds the one game rather than a page of its own.
    const chart = await app.inject({ url: `/api/results/${encodeURIComponent('ｒａｊｄｈａｎｉ\u00A0night')}` });
    expect(chart.statusCode).toBe(200);
  });

  it('lists publicly in OrderId order, then by creation', async () => {
    const third = await create({ OrderId: 900_003 });
    const first = await create({ OrderId: 900_001 });
    const secondA = await create({ OrderId: 900_002 });
    const secondB = await create({ OrderId: '900002' });

    const response = await app.inject({ url: apiPaths.ghadis });

    expect(response.statusCode).toBe(200);
    const ids = (await publicList()).map((ghadi) => ghadi.id);
    expect(ids.slice(-4)).toEqual([first.id, secondA.id, secondB.id, third.id]);
    const orders = (await publicList()).map((ghadi) => ghadi.OrderId);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('shows yesterday\'s and today\'s active results as the site\'s time zone counts days', async () => {
    const game = await create();
    const quiet = await create();
    await publishResultRow(app, { gid: game.GID, drawDate: '2026-03-09', result: '11' });
    await publishResultRow(app, { gid: game.GID, drawDate: '2026-03-10', result: '22' });
    await publishResultRow(app, { gid: game.GID, drawDate: '2026-03-11', result: '33' });
    const inactiveId = await publishResultRow(app, { gid: quiet.GID, drawDate: '2026-03-11', result: '44' });
    await app.db.updateTable('results').set({ is_active: 0 }).where('id', '=', inactiveId).execute();

    const list = await publicList();

    expect(list.find((ghadi) => ghadi.id === game.id)).toMatchObject({ YesterdayResult: '22', TodayResult: '33' });
    expect(list.find((ghadi) => ghadi.id === quiet.id)).toMatchObject({ YesterdayResult: null, TodayResult: null });
  });

  it('counts games that are not deleted', async () => {
    const count = async () =>
      countResponseSchema.parse((await app.inject({ url: apiPaths.ghadiCount, headers: bearer(admin) })).json()).count;
    const before = await count();
    const game = await create();
    expect(await count()).toBe(before + 1);

    await remove(game.id);

    expect(await count()).toBe(before);
    expect(before).toBe((await publicList()).length);
  });

  it('deletes softly: results and history stay, the assignment goes, the name is free again', async () => {
    const game = await create({ NameEn: 'Gali' });
    await publishResultRow(app, { gid: game.GID, drawDate: '2026-03-10', result: '55' });
    const assign = { User_Id: agent.userId, GID: game.GID };
    expect((await app.inject({ method: 'POST', url: apiPaths.userMaps, headers: bearer(admin), payload: assign })).statusCode).toBe(201);
    const results = await countRows('results');
    const history = await countRows('result_history');

    const response = await remove(game.id);

    expect(response.json()).toEqual({ success: true, message: 'Ghadi deleted' });
    expect((await publicList()).map((ghadi) => ghadi.id)).not.toContain(game.id);
    expect(await countRows('results')).toBe(results);
    expect(await countRows('result_history')).toBe(history);
    expect(await app.db.selectFrom('user_maps').selectAll().where('gid', '=', game.GID).execute()).toEqual([]);
    expect((await remove(game.id)).statusCode).toBe(404);
    expect((await put(game.id, newGhadi())).statusCode).toBe(404);
    expect((await post(newGhadi({ NameEn: 'GALI' }))).statusCode).toBe(201);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await put('00000000-0000-4000-8000-000000000000', newGhadi());
    const malformed = await remove('not-an-id');

    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, code: 'ghadiNotFound', message: serverMessages.ghadiNotFound });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ success: false, code: 'invalidRequest', message: 'id: id must be a valid id', field: 'id', rule: 'validId' });
  });

  it('lists publicly and lets only the admin count and change games', async () => {
    const tokens = { admin, agent: agent.token };
    const game = await create();

    await expectAccess(app, { url: apiPaths.ghadis }, 'public', tokens);
    await expectAccess(app, { url: apiPaths.ghadiCount }, 'admin', tokens);
    await expectAccess(app, { method: 'POST', url: apiPaths.ghadis, payload: newGhadi() }, 'admin', tokens);
    await expectAccess(app, { method: 'PUT', url: apiPaths.ghadi.url(game.id), payload: newGhadi() }, 'admin', tokens);
    await expectAccess(app, { method: 'DELETE', url: apiPaths.ghadi.url(game.id) }, 'admin', tokens);
  });
});
