import fp from 'fastify-plugin';

export default fp(
  async (fastify) => {
    // Same parser as Fastify's (prototype-poisoning safe), except an empty body reads as "no body": some
    // clients send `content-type: application/json` on body-less POSTs such as logout or visitor tracking.
    const parseJson = fastify.getDefaultJsonParser('error', 'error');
    fastify.removeContentTypeParser('application/json');
    fastify.addContentTypeParser<string>('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (body === '') return done(null, undefined);
      return parseJson(request, body, done);
    });
  },
  { name: 'json-body' },
);
