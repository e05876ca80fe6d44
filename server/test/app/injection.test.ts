import type { FastifyInstance } from 'fastify';
import { apiPaths } from '@ghadi/contracts';
import { adminToken, bearer, createAgent, createGhadi, describeEachDatabase } from '../helper';

// Text that would change a query if it were ever spliced into SQL, rather than bound as a value.
const SQL_PAYLOADS = [
  "' OR '1'='1",
  "'; DROP TABLE results; --",
  '" OR ""="',
  "Robert'); DELETE FROM users WHERE ('1'='1",
  '1; SELECT pg_sleep(5) --',
  "%' UNION SELECT password_hash FROM users --",
  '\\\'; --',
  '`backtick` $1 ?',
];

describeEachDatabase('SQL metacharacters and very long text', (kit) => {
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    app = await kit.build();
    token = await adminToken(app);
  });

  const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
    app.inject({ method, url, headers: bearer(token), payload });
  const countOf = async (table: 'users' | 'ghadis' | 'results' | 'content_blocks') =>
    Number((await app.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it.each(SQL_PAYLOADS)('stores %j verbatim in every free-text field and reads it back unchanged', async (text) => {
    const game = await send('POST', apiPaths.ghadis, { NameEn: `${text} ${Math.random()}`.slice(0, 60), NameHn: text, RTime: text.slice(0, 20), OrderId: 5 });
    const block = await send('POST', apiPaths.contentBlocks, {
      Title: text,
      Slug: `slug-${Math.random().toString(36).slice(2, 10)}`,
      Content: `<p>${text.replaceAll('<', '')}</p>`,
      isActive: true,
    });
    const agent = await send('POST', apiPaths.users, {
      UserName: `inj${Math.random().toString(36).slice(2, 10)}`,
      DisplayName: text,
      email: 'inj@example.com',
      Password: 'long-enough-1',
      isActive: true,
    });
    const gameBody = game.json();
    const result = await send('POST', apiPaths.updateResult, {
      ghadiId: gameBody.data.id,
      result: text.slice(0, 20),
      dateTime: '2026-01-15',
    });

    expect([game.statusCode, block.statusCode, agent.statusCode, result.statusCode]).toEqual([201, 201, 201, 200]);
    expect(gameBody.data).toMatchObject({ NameHn: text, RTime: text.slice(0, 20) });
    expect(block.json().data.Title).toBe(text);
    expect(agent.json().data.DisplayName).toBe(text);
    const history = await app.inject({
      url: `${apiPaths.myGhadiResults}?ghadiId=${gameBody.data.id}`,
      headers: bearer(token),
    });
    expect(history.json().data[0].Result).toBe(text.slice(0, 20));
  });

  it.each(SQL_PAYLOADS)('treats %j in search and name parameters as plain text', async (text) => {
    const tables = await Promise.all((['users', 'ghadis', 'results', 'content_blocks'] as const).map(countOf));
    const responses = await Promise.all([
      app.inject({ url: `${apiPaths.adminResults}?search=${encodeURIComponent(text)}`, headers: bearer(token) }),
      app.inject({ url: apiPaths.gameResults.url(text) }),
      app.inject({ url: apiPaths.contentBlockBySlug.url(text) }),
    ]);

    expect(responses.map((response) => response.statusCode)).toEqual([200, 404, 400]);
    expect(responses[0]!.json().data).toEqual([]);
    expect(await Promise.all((['users', 'ghadis', 'results', 'content_blocks'] as const).map(countOf))).toEqual(tables);
  });

  it('refuses over-long text with a message naming the field, and stores nothing', async () => {
    const agent = await createAgent(app);
    const game = await createGhadi(app, token);
    const before = await countOf('ghadis');
    const long = 'x'.repeat(100_000);

    const responses = [
      await send('POST', apiPaths.ghadis, { NameEn: long, NameHn: 'क', RTime: '10:00', OrderId: 1 }),
      await send('PUT', apiPaths.user.url(agent.id), { UserName: agent.userName, DisplayName: long, email: 'a@example.com', isActive: true }),
      await send('POST', apiPaths.updateResult, { ghadiId: game.id, result: long, dateTime: '2026-01-15' }),
      await app.inject({ url: `${apiPaths.adminResults}?search=${long.slice(0, 500)}`, headers: bearer(token) }),
    ];

    expect(responses.map((response) => response.statusCode)).toEqual([400, 400, 400, 400]);
    expect(responses.map((response) => response.json().message.split(':')[0])).toEqual(['NameEn', 'DisplayName', 'result', 'search']);
    expect(await countOf('ghadis')).toBe(before);
  });
});
