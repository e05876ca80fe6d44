import swagger, { type FastifyDynamicSwaggerOptions, type SwaggerTransform } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { publicReadDocs } from './public-read-docs';
import { requestBodyExamples } from './request-body-docs';

/** The OpenAPI description, generated from the routes' zod schemas; served by api-docs-routes.ts. */
export default swagger;

/**
 * Routes that need a signed-in caller say so in the document: a bearer token and their access level. The
 * public reads say what they give, with an example answer (@fastify/swagger shows a response schema's one
 * `examples` entry as the answer's example); the writes a game's kind changes show example bodies.
 */
const transform: SwaggerTransform = (document) => {
  const transformed = jsonSchemaTransform(document);
  const access = document.route.config?.access;
  if (access === undefined || access === 'public') {
    const doc = document.route.method === 'GET' ? publicReadDocs[document.route.url] : undefined;
    if (!doc) return transformed;
    const response = transformed.schema.response as Record<string, object> | undefined;
    const ok = response?.['200'];
    const withExample = ok && doc.example !== undefined ? { ...response, 200: { ...ok, examples: [doc.example] } } : response;
    return { ...transformed, schema: { ...transformed.schema, summary: doc.summary, description: doc.description, response: withExample } };
  }
  if (transformed.schema.hide) return transformed;
  const bodyExamples = requestBodyExamples[`${String(document.route.method)} ${document.route.url}`]?.examples;
  const body = bodyExamples ? { ...(transformed.schema.body as object), examples: bodyExamples } : transformed.schema.body;
  return { ...transformed, schema: { ...transformed.schema, body, security: [{ bearer: [] }], description: `Access: ${access}` } };
};

export const autoConfig: FastifyDynamicSwaggerOptions = {
  openapi: {
    openapi: '3.1.0',
    info: { title: 'Ghadi results API', version: '0.1.0' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
  },
  transform,
};
