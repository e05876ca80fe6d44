import type { FastifyInstance } from 'fastify';
import { describeEachDatabase } from '../../helper';

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { security?: unknown; requestBody?: unknown; responses?: Record<string, unknown> }>>;
}

describeEachDatabase('GET /api/docs', (kit) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await kit.build();
  });

  it('serves the OpenAPI document generated from the route schemas, to anyone', async () => {
    const response = await app.inject({ url: '/api/docs/json' });
    const short = await app.inject({ url: '/api/docs' });

    expect(response.statusCode).toBe(200);
    expect(short.json()).toEqual(response.json());
    const document = response.json<OpenApiDocument>();
    expect(document.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/users/login',
      '/api/users',
      '/api/users/{id}',
      '/api/ghadis',
      '/api/usermaps',
      '/api/contentblocks/slug/{slug}',
      '/api/site-content',
      '/api/visitor/track',
      '/api/visitor/stats',
    ]) {
      expect(Object.keys(document.paths)).toContain(path);
    }
    expect(Object.keys(document.paths)).not.toContain('/api/docs/json');
  });

  it('describes bodies and answers, and marks the routes that need a bearer token', async () => {
    const { paths } = (await app.inject({ url: '/api/docs/json' })).json<OpenApiDocument>();

    expect(paths['/api/users']!.post!.requestBody).toMatchObject({
      content: { 'application/json': { schema: { properties: { UserName: expect.any(Object) } } } },
    });
    expect(paths['/api/users']!.post!.responses).toHaveProperty('201');
    expect(paths['/api/users']!.post!.security).toEqual([{ bearer: [] }]);
    expect(paths['/api/ghadis']!.get!.security).toBeUndefined();
  });
});
