import type { FastifyInstance } from 'fastify';
import {
  apiPaths,
  contentBlockListResponseSchema,
  contentBlockResponseSchema,
  serverMessages,
  siteContentResponseSchema,
  type ContentBlock,
} from '@ghadi/contracts';
import { adminToken, bearer, createAgent, describeEachDatabase, expectAccess, type SignedInUser } from '../../helper';
import { expectRecorded } from '../../support/recorded-answers';

/** HTML an admin might paste: styling the public pages keep, and everything they must drop. */
export const STYLED_AND_HOSTILE_HTML = [
  '<h2 style="color: #8a1538; text-align: center">Styled heading</h2>',
  '<p style="font-size: 18px; background-color: #fff3c4; position: fixed; background: url(//attacker.invalid/b)">Sizes and colours stay</p>',
  '<p align="right"><font color="green">Green</font> and <span style="font-weight: bold; font-style: italic">bold italic</span></p>',
  '<table><tr><th scope="col" align="left">Game</th><td colspan="2" style="padding: 4px; border: 1px solid #ccc">Kalyan</td></tr></table>',
  '<script>window.__xss=1</script><img src=x onerror=window.__xss=1><a href="javascript:window.__xss=1">js link</a>',
  '<a href="https://example.com/chart" target="_blank">chart</a> <a href="tel:+911234567890">call</a>',
  '<iframe src="https://example.com"></iframe><div style="width: expression(alert(1)); margin: 0 auto">its width is dropped</div>',
  '<style>p { color: red }</style><form action="/x"><input name="q"></form><svg onload=window.__xss=1></svg>',
].join('\n');

let slugCounter = 0;
const newBlock = (overrides: Record<string, unknown> = {}) => {
  slugCounter += 1;
  return { Title: 'A block', Slug: `block-${slugCounter}`, Content: '<p>Hello</p>', isActive: true, ...overrides };
};

describeEachDatabase('/api/contentblocks and /api/site-content', (kit) => {
  let app: FastifyInstance;
  let admin: string;
  let agent: SignedInUser;
  beforeAll(async () => {
    app = await kit.build();
    admin = await adminToken(app);
    agent = await createAgent(app);
  });

  const post = (payload: unknown) =>
    app.inject({ method: 'POST', url: apiPaths.contentBlocks, headers: bearer(admin), payload: payload as object });
  const put = (id: string, payload: unknown) =>
    app.inject({ method: 'PUT', url: apiPaths.contentBlock.url(id), headers: bearer(admin), payload: payload as object });
  const remove = (id: string) => app.inject({ method: 'DELETE', url: apiPaths.contentBlock.url(id), headers: bearer(admin) });
  const bySlug = (slug: string) => app.inject({ url: apiPaths.contentBlockBySlug.url(slug) });
  const create = async (overrides: Record<string, unknown> = {}): Promise<ContentBlock> => {
    const response = await post(newBlock(overrides));
    if (response.statusCode !== 201) throw new Error(`create block failed: ${response.body}`);
    return contentBlockResponseSchema.parse(response.json()).data;
  };
  const blockCount = async () =>
    Number((await app.db.selectFrom('content_blocks').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('creates a block (201) and lists it for the admin', async () => {
    const response = await post(newBlock({ Title: 'Blog', Slug: 'blog-section', Content: '<h2>News</h2><p>Text</p>' }));
    const list = await app.inject({ url: apiPaths.contentBlocks, headers: bearer(admin) });

    expect(response.statusCode).toBe(201);
    const { data, message } = contentBlockResponseSchema.parse(response.json());
    expect(data).toMatchObject({ Title: 'Blog', Slug: 'blog-section', Content: '<h2>News</h2><p>Text</p>', isActive: true });
    expect(message).toBe('Content added successfully.');
    expect(contentBlockListResponseSchema.parse(list.json()).data.map((block) => block.id)).toContain(data.id);
  });

  it('sanitizes the HTML when it is written, keeping the text', async () => {
    const dirty =
      '<p onclick="steal()">Hello <b>world</b></p><script>alert(1)</script>' +
      '<img src="https://example.com/a.png" onerror="alert(2)"><a href="javascript:alert(3)">click</a>' +
      '<iframe src="https://evil.example"></iframe><a href="data:text/html,x">data</a>' +
      '<p style="color: red; background-image: url(https://evil.example/t.png)">styled</p>' +
      '<object data="x"></object><embed src="y"><style>p{}</style><a href="https://ok.example" target="_blank">ok</a>';

    const created = await create({ Content: dirty });
    const stored = await app.db.selectFrom('content_blocks').select('content').where('id', '=', created.id).executeTakeFirstOrThrow();
    const edited = contentBlockResponseSchema.parse(
      (await put(created.id, newBlock({ Slug: created.Slug, Content: '<p>Again<script>x()</script></p>' }))).json(),
    ).data;

    for (const html of [created.Content, stored.content]) {
      expect(html).not.toMatch(/<script|onclick|onerror|javascript:|<iframe|data:|url\(|<object|<embed|<style/i);
      expect(html).toContain('<p>Hello <b>world</b></p>');
      expect(html).toContain('<img src="https://example.com/a.png" />');
      expect(html).toContain('>click</a>');
      expect(html).toContain('<p style="color:red">styled</p>');
      expect(html).toContain('<a href="https://ok.example" target="_blank" rel="noopener noreferrer">ok</a>');
    }
    expect(edited.Content).toBe('<p>Again</p>');
  });

  it('refuses content that is nothing but unsafe HTML', async () => {
    const response = await post(newBlock({ Content: '<script>alert(1)</script>' }));

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Content: /);
  });

  it('validates Title, Slug and Content, naming them, and refuses oversized bodies; nothing stored', async () => {
    const before = await blockCount();
    const cases: [Record<string, unknown>, string, object][] = [
      [newBlock({ Title: '' }), 'Title: Title is required', { field: 'Title', rule: 'required' }],
      [newBlock({ Slug: 'About Us' }), 'Slug: Slug may contain only lower-case letters, digits and dashes', { field: 'Slug', rule: 'slugChars' }],
      [newBlock({ Slug: 'about_us' }), 'Slug: Slug may contain only lower-case letters, digits and dashes', { field: 'Slug', rule: 'slugChars' }],
      [newBlock({ Content: undefined }), 'Content: Content is required', { field: 'Content', rule: 'required' }],
      [newBlock({ isActive: 'yes' }), 'isActive: isActive must be true or false', { field: 'isActive', rule: 'trueOrFalse' }],
    ];
    for (const [body, message, rule] of cases) {
      const response = await post(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, code: 'invalidRequest', message, ...rule });
    }
    expect((await post(newBlock({ Content: 'x'.repeat(100_001) }))).statusCode).toBe(400);
    expect((await post({ ...newBlock(), extra: 1 })).statusCode).toBe(400);
    const oversized = await post(newBlock({ Content: `<p>${'x'.repeat(300 * 1024)}</p>` }));
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json()).toEqual({ success: false, code: 'bodyTooLarge', message: 'Request body is too large' });
    expect(await blockCount()).toBe(before);
  });

  it('refuses a slug already used with 409, on create and on edit', async () => {
    const first = await create({ Slug: 'about-us' });
    const second = await create();

    const duplicate = await post(newBlock({ Slug: 'about-us' }));
    const editOnto = await put(second.id, newBlock({ Slug: 'about-us' }));
    const keepOwn = await put(first.id, newBlock({ Slug: 'about-us', Title: 'About' }));

    for (const response of [duplicate, editOnto]) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ success: false, code: 'slugTaken', message: serverMessages.slugTaken });
    }
    expect(keepOwn.json()).toMatchObject({ success: true, message: 'Content updated successfully.', data: { Title: 'About' } });
  });

  it('serves active blocks by slug publicly, and 404 for inactive or missing ones', async () => {
    const active = await create();
    const inactive = await create({ isActive: false });

    const shown = await bySlug(active.Slug);
    const hidden = await bySlug(inactive.Slug);
    const missing = await bySlug('no-such-block');
    const badSlug = await bySlug('Bad_Slug');

    expect(shown.statusCode).toBe(200);
    expect(contentBlockResponseSchema.parse(shown.json()).data).toMatchObject({ Slug: active.Slug, Content: '<p>Hello</p>' });
    for (const response of [hidden, missing]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, code: 'contentBlockNotFound', message: serverMessages.contentBlockNotFound });
    }
    expect(badSlug.statusCode).toBe(400);
  });

  it('deletes a block, then answers 404 for it', async () => {
    const block = await create();

    const response = await remove(block.id);

    expect(response.json()).toEqual({ success: true, message: 'Deleted successfully.' });
    expect((await remove(block.id)).statusCode).toBe(404);
    expect((await put(block.id, newBlock())).statusCode).toBe(404);
    expect((await bySlug(block.Slug)).statusCode).toBe(404);
    expect((await remove('123')).json()).toEqual({ success: false, code: 'invalidRequest', message: 'id: id must be a valid id', field: 'id', rule: 'validId' });
  });

  it('serves publicly only sanitized HTML, even for a row altered in the database behind the API', async () => {
    const block = await create({ Slug: 'marquee', Title: 'Marquee', Content: '<p>clean</p>' });
    await app.db
      .updateTable('content_blocks')
      .set({ content: '<p onmouseover="steal()">Live</p><script>alert(1)</script><img src="x" onerror="alert(2)">' })
      .where('id', '=', block.id)
      .execute();
    app.publicCache.clear();

    const one = contentBlockResponseSchema.parse((await bySlug('marquee')).json()).data.Content;
    const all = siteContentResponseSchema.parse((await app.inject({ url: apiPaths.siteContent })).json()).data.marquee?.Content;

    for (const html of [one, all]) {
      expect(html).toContain('<p>Live</p>');
      expect(html).not.toMatch(/<script|onmouseover|onerror/i);
    }
    await remove(block.id);
  });

  it('gives the public site its active listed blocks and the blog block, by slug, in one answer', async () => {
    await create({ Slug: 'marquee', Title: 'Marquee', Content: '<b>Fast results</b>' });
    await create({ Slug: 'contact', Title: 'Contact', isActive: false });
    await create({ Slug: 'not-a-site-slug' });

    const response = await app.inject({ url: apiPaths.siteContent });

    expect(response.statusCode).toBe(200);
    const { data } = siteContentResponseSchema.parse(response.json());
    // The blog block (created by the first test) comes along, so the home page never asks for it on its own.
    expect(data).toEqual({
      marquee: { Title: 'Marquee', Content: '<b>Fast results</b>' },
      'blog-section': { Title: 'Blog', Content: '<h2>News</h2><p>Text</p>' },
    });
  });

  it('lets anyone read active blocks and site content, and only the admin manage blocks', async () => {
    const tokens = { admin, agent: agent.token };
    const block = await create();

    await expectAccess(app, { url: apiPaths.contentBlockBySlug.url(block.Slug) }, 'public', tokens);
    await expectAccess(app, { url: apiPaths.siteContent }, 'public', tokens);
    await expectAccess(app, { url: apiPaths.contentBlocks }, 'admin', tokens);
    await expectAccess(app, { method: 'POST', url: apiPaths.contentBlocks, payload: newBlock() }, 'admin', tokens);
    await expectAccess(app, { method: 'PUT', url: apiPaths.contentBlock.url(block.id), payload: newBlock() }, 'admin', tokens);
    await expectAccess(app, { method: 'DELETE', url: apiPaths.contentBlock.url(block.id) }, 'admin', tokens);
  });

  const preview = (Content: string, token = admin) =>
    app.inject({ method: 'POST', url: apiPaths.contentPreview, headers: bearer(token), payload: { Content } });

  it('previews a block exactly as the public pages will show it once saved, saving nothing', async () => {
    const before = await blockCount();
    const previewed = await preview(STYLED_AND_HOSTILE_HTML);
    expect(previewed.statusCode).toBe(200);
    expect(await blockCount()).toBe(before);

    const block = await create({ Content: STYLED_AND_HOSTILE_HTML });
    const shown = await bySlug(block.Slug);

    expect(previewed.json().data.Content).toBe(shown.json().data.Content);
    expect(previewed.json().data.Content).toContain('style="color:#8a1538;text-align:center"');
    expect(previewed.json().data.Content).not.toMatch(/script|onerror|javascript:|iframe|expression|url\(|position|<style|<form|<svg/i);
  });

  it('answers the preview the admin\'s test fake replays (shared/testing/src/recorded/content-preview.json)', async () => {
    const response = await preview(STYLED_AND_HOSTILE_HTML);

    expectRecorded('content-preview', {
      method: 'POST',
      path: apiPaths.contentPreview,
      request: { Content: STYLED_AND_HOSTILE_HTML },
      status: response.statusCode,
      response: response.json(),
    });
  });

  // What the admin's tests type in the form, which previews it as they go.
  it.each([
    ['content-preview-today', '<p>Today</p>'],
    ['content-preview-old', '<p>Old</p>'],
  ])('answers the plain preview the admin\'s test fake replays (%s)', async (name, Content) => {
    const response = await preview(Content);

    expectRecorded(name, { method: 'POST', path: apiPaths.contentPreview, request: { Content }, status: response.statusCode, response: response.json() });
  });

  it('refuses to preview what it would refuse to save, naming the field', async () => {
    const emptyOnceClean = await preview('<script>window.__xss=1</script>');
    const missing = await app.inject({ method: 'POST', url: apiPaths.contentPreview, headers: bearer(admin), payload: {} });

    expect(emptyOnceClean.statusCode).toBe(400);
    expect(emptyOnceClean.json().message).toBe(serverMessages.contentEmptyWhenSanitized);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/Content/);
  });

  it('lets only the admin preview', async () => {
    await expectAccess(app, { method: 'POST', url: apiPaths.contentPreview, payload: { Content: '<p>x</p>' } }, 'admin', { admin, agent: agent.token });
  });
});
