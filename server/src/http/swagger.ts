import swagger, { type FastifyDynamicSwaggerOptions, type SwaggerTransform } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI description, generated from the routes' zod schemas; served by features/api-docs. */
export default swagger;

// Routes that need a signed-in caller say so in the document: a bearer token and their access level.
const transform: SwaggerTransform = (document) => {
  const transformed = jsonSchemaTransform(document);
  const access = document.route.config?.access;
  if (access === undefined || access === 'public' || transformed.schema.hide) return transformed;
  return { ...transformed, schema: { ...transformed.schema, security: [{ bearer: [] }], description: `Access: ${access}` } };
};

export const autoConfig: FastifyDynamicSwaggerOptions = {
  openapi: {
    openapi: '3.1.0',
    info: { title: 'Ghadi results API', version: '0.1.0' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
  },
  transform,
};
