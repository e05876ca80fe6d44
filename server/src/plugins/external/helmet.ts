import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';

/**
 * The standard security headers (nosniff, Referrer-Policy, frame and opener protection) on every
 * response. The Content-Security-Policy and HSTS depend on the response and the request, so
 * plugins/app/content-security-policy.ts sets them.
 */
export default helmet;

export const autoConfig: FastifyHelmetOptions = {
  global: true,
  contentSecurityPolicy: false,
  strictTransportSecurity: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // The remotes' files may be loaded by a shell on another origin; the API answers only with a token.
  crossOriginResourcePolicy: { policy: 'cross-origin' },
};
