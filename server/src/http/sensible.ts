import sensible, { type FastifySensibleOptions } from '@fastify/sensible';

/** Typed HTTP errors (`fastify.httpErrors.notFound(...)`) thrown by leaf code; the error handler shapes them. */
export default sensible;

export const autoConfig: FastifySensibleOptions = {};
