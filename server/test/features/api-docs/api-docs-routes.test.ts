import type { FastifyInstance } from 'fastify';
import { accountPaths, apiPaths } from '@ghadi/contracts';
import { publicReadDocs, requestBodyExamples } from '../../../src/features/api-docs';
import { describeEachDatabase } from '../../helper';

interface OpenApiDocument {
  openapi: string;
  paths: Record<
    string,
    Record<string, { security?: unknown; requestBody?: unknown; parameters?: unknown[]; responses?: Record<string, unknown> }>
  >;
}

describeEachDatabase('GET /api/docs', (kit) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await kit.build();
  });

  it('serves the OpenAPI document generated from the route schemas, to anyone', async () => {
    const response = await app.inject({ url: apiPaths.docsJson });
    const short = await app.inject({ url: apiPaths.docs });

    expect(response.statusCode).toBe(200);
    expect(short.json()).toEqual(response.json());
    const document = response.json<OpenApiDocument>();
    expect(document.openapi).toMatch(/^3\./);
    for (const path of [
      apiPaths.login,
      apiPaths.users,
      '/api/users/{id}',
      apiPaths.ghadis,
      apiPaths.userMaps,
      '/api/contentblocks/slug/{slug}',
      '/api/results/{name}/years/{year}',
      apiPaths.siteContent,
      apiPaths.visitorTrack,
      apiPaths.visitorStats,
    ]) {
      expect(Object.keys(document.paths)).toContain(path);
    }
    expect(Object.keys(document.paths)).not.toContain(apiPaths.docsJson);
  });

  it('describes bodies and answers, and marks the routes that need a bearer token', async () => {
    const { paths } = (await app.inject({ url: apiPaths.docsJson })).json<OpenApiDocument>();

    expect(paths[apiPaths.users]!.post!.requestBody).toMatchObject({
      content: { 'application/json': { schema: { properties: { UserName: expect.any(Object) } } } },
    });
    expect(paths[apiPaths.users]!.post!.responses).toHaveProperty('201');
    expect(paths[apiPaths.users]!.post!.security).toEqual([{ bearer: [] }]);
    expect(paths[apiPaths.ghadis]!.get!.security).toBeUndefined();
  });

  it("documents re-authentication, one's own password and the admins, with the guarded actions' 403", async () => {
    const { paths } = (await app.inject({ url: apiPaths.docsJson })).json<OpenApiDocument>();
    const bodyWith = (field: string) => ({ content: { 'application/json': { schema: { properties: { [field]: expect.any(Object) } } } } });

    expect(paths[accountPaths.myReauth]!.post!.requestBody).toMatchObject(bodyWith('Password'));
    expect(paths[accountPaths.myReauthOptions]!.post!.responses).toHaveProperty('200');
    expect(paths[accountPaths.myPassword]!.put!.requestBody).toMatchObject(bodyWith('confirmPassword'));
    expect(paths[accountPaths.admins]!.post!.requestBody).toMatchObject(bodyWith('UserName'));
    expect(paths['/api/admins/{id}']!.put!.security).toEqual([{ bearer: [] }]);
    expect(JSON.stringify(paths[accountPaths.myPasskeyOptions]!.post!.responses!['403'])).toContain('reauthRequired');
  });

  it('documents that the agent calls take a game by its id or its numeric GID', async () => {
    const { paths } = (await app.inject({ url: apiPaths.docsJson })).json<OpenApiDocument>();
    const description = expect.stringMatching(/numeric GID/);

    expect(paths[apiPaths.updateResult]!.post!.requestBody).toMatchObject({
      content: { 'application/json': { schema: { properties: { ghadiId: expect.objectContaining({ description }) } } } },
    });
    // A query parameter carries the description itself, beside its schema.
    expect(paths[apiPaths.myGhadiResults]!.get!.parameters).toContainEqual(
      expect.objectContaining({ in: 'query', name: 'ghadiId', description }),
    );
  });
});

describeEachDatabase('GET /api/docs: matka markets', (kit) => {
  let paths: OpenApiDocument['paths'];
  beforeAll(async () => {
    const app = await kit.build();
    paths = (await app.inject({ url: apiPaths.docsJson })).json<OpenApiDocument>().paths;
  });
  type Media = { schema: { properties: Record<string, { description?: string }> }; examples?: Record<string, { value: object }> };
  const mediaOf = (operation: { requestBody?: unknown } | undefined) =>
    (operation?.requestBody as { content: { 'application/json': Media } }).content['application/json'];
  const examplesOf = (media: Media) => Object.values(media.examples ?? {}).map((example) => example.value);

  it("documents a game's kind, close time and days, with a market among the examples", () => {
    for (const operation of [paths[apiPaths.ghadis]!.post, paths['/api/ghadis/{id}']!.put]) {
      const media = mediaOf(operation);
      expect(media.schema.properties.Kind!.description).toMatch(/matka/);
      expect(media.schema.properties.CloseTime!.description).toMatch(/after midnight/);
      expect(media.schema.properties.MarketDays!.description).toMatch(/mon-sat or mon-sun/);
      expect(examplesOf(media)).toContainEqual(expect.objectContaining({ Kind: 'matka', CloseTime: '12:05 AM', MarketDays: 'mon-sat' }));
    }
  });

  it("documents a market's result as the line so far, with examples of the open and the close", () => {
    const media = mediaOf(paths[apiPaths.updateResult]!.post);
    expect(media.schema.properties.result!.description).toMatch(/123-6 once the open is declared, then 123-68-459/);
    expect(examplesOf(media)).toEqual(expect.arrayContaining([expect.objectContaining({ result: '123-6' }), expect.objectContaining({ result: '123-68-459' })]));
  });
});

describe('the example bodies in the OpenAPI document', () => {
  it.each(Object.entries(requestBodyExamples))('%s: each example is a body its schema takes as it is', (_, { schema, examples }) => {
    for (const example of examples) expect(schema.parse(example)).toEqual(example);
  });
});

describe('the public reads in the OpenAPI document', () => {
  // Fastify's `:name` is OpenAPI's `{name}`.
  const openApiPath = (route: string) => route.replace(/:(\w+)/g, '{$1}');

  it.each(Object.entries(publicReadDocs).filter(([, doc]) => doc.example !== undefined))(
    "%s: its example is an answer the contract's schema takes as it is",
    (_, doc) => {
      expect(doc.schema?.parse(doc.example)).toEqual(doc.example);
    },
  );

  describeEachDatabase('GET /api/docs', (kit) => {
    let paths: OpenApiDocument['paths'];
    beforeAll(async () => {
      const app = await kit.build();
      paths = (await app.inject({ url: apiPaths.docsJson })).json<OpenApiDocument>().paths;
    });

    it.each(Object.entries(publicReadDocs))('%s says what it gives, that anyone may call it, and shows its example', (route, doc) => {
      const operation = paths[openApiPath(route)]?.get as { summary?: string; description?: string; responses?: Record<string, any> } | undefined;
      expect(operation?.summary).toBe(doc.summary);
      expect(operation?.description).toContain('Access-Control-Allow-Origin: *');
      expect(operation?.description).toContain('If-None-Match');
      if (doc.example !== undefined) expect(operation?.responses?.['200']?.content?.['application/json']?.example).toEqual(doc.example);
    });
  });
});
