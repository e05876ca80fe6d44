import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

// The Content-Security-Policy and HSTS depend on the response and the request, so
// plugins/app/content-security-policy.ts sets them.
const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: false,
  strictTransportSecurity: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // The remotes' files may be loaded by a shell on another origin; the API answers only with a token.
  crossOriginResourcePolicy: { policy: 'cross-origin' },
};

/** What helmet sets for OPTIONS. None of it depends on the request, so helmet runs once, at start-up. */
function helmetHeaders(): Readonly<OutgoingHttpHeaders> {
  const headers: OutgoingHttpHeaders = {};
  const recorder = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(OPTIONS)({} as never, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.freeze(headers);
}

/** The standard security headers (nosniff, Referrer-Policy, frame and opener protection). */
export const SECURITY_HEADERS = helmetHeaders();
const entries = Object.entries(SECURITY_HEADERS);

/** On every response, streamed and hijacked ones included (hence the raw response). */
export default fp(
  async (fastify) => {
    fastify.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of entries) reply.raw.setHeader(name, value as string);
      done();
    });
  },
  { name: 'security-headers' },
);
