import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { isWidgetPath } from '@ghadi/contracts';
import { documentPolicies, HSTS, NON_DOCUMENT_POLICY, SERVICE_WORKER_PATH, SERVICE_WORKER_POLICY, type PagePolicies } from './content-security-policy';

// The Content-Security-Policy and HSTS depend on the response and the request: protectiveHeaders adds them.
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

/** The standard security headers of a page (nosniff, Referrer-Policy, frame and opener protection). */
export const SECURITY_HEADERS = helmetHeaders();

/**
 * Those of helmet's headers that mean something outside a document: the rest (framing, opener, referrer,
 * prefetch, download and cross-domain policies, the XSS auditor) only govern a page a browser renders, and a
 * non-document's CSP already says frame-ancestors 'none'. At draw time every header of a cached read is paid
 * on each of thousands of answers a second.
 */
export const NON_DOCUMENT_HEADERS: Readonly<OutgoingHttpHeaders> = Object.freeze(
  Object.fromEntries(
    Object.entries(SECURITY_HEADERS).filter(([name]) => name === 'x-content-type-options' || name === 'cross-origin-resource-policy'),
  ),
);

/**
 * request.protocol === 'https' as Fastify works it out for this app's trustProxy (true, or a hop count,
 * which trusts the direct peer when it is 1 or more): a trusted proxy's last X-Forwarded-Proto, else TLS.
 * Also for requests Fastify has not wrapped (framework errors, answers from memory).
 */
export function isHttps(request: IncomingMessage, trustProxy: boolean | number): boolean {
  // Node joins repeated X-Forwarded-Proto lines into one string.
  const forwarded = request.headers['x-forwarded-proto'] as string | undefined;
  if (forwarded && (trustProxy === true || (typeof trustProxy === 'number' && trustProxy > 0))) {
    return forwarded.slice(forwarded.lastIndexOf(',') + 1).trim() === 'https';
  }
  return (request.socket as TLSSocket).encrypted === true;
}

/** What the protective headers of an answer depend on. */
export interface Answer {
  /** The request's path and query; '' when no request could be read. */
  url: string;
  /** Over TLS, directly or as a trusted proxy says (isHttps). */
  https: boolean;
  status: number;
  contentType: string;
  /** The answer's own Cache-Control, if it has one. */
  cacheControl: string | undefined;
}

/** A non-document's policy: none may load anything, except the service worker, which needs its origin. */
const scriptPolicy = (path: string): string => (path === SERVICE_WORKER_PATH ? SERVICE_WORKER_POLICY : NON_DOCUMENT_POLICY);

/**
 * Every protective header of an answer, whichever way it is sent: through Fastify (the hook below), as a
 * framework or connection error (error-handler.ts), as a live-result stream, or from memory
 * (publicReadServer). `pagePolicies` are the policies of HTML pages (documentPolicies); without them they
 * get the strictest one too. Only the widget's pages may be framed, by anyone.
 */
export function protectiveHeaders(answer: Answer, pagePolicies?: PagePolicies): OutgoingHttpHeaders {
  const isPage = answer.contentType.startsWith('text/html');
  const headers: OutgoingHttpHeaders = { ...(isPage ? SECURITY_HEADERS : NON_DOCUMENT_HEADERS) };
  const path = answer.url.split('?', 1)[0] ?? '';
  const framable = isPage && pagePolicies !== undefined && isWidgetPath(path);
  // Its CSP says who may frame it; the older header could only say "this origin" or "nobody".
  if (framable) delete headers['x-frame-options'];
  // A 304 has no body to judge, and browsers merge its headers into the stored response: a policy
  // picked here would replace the page's own and block its scripts.
  if (answer.status !== 304) {
    headers['content-security-policy'] = !isPage ? scriptPolicy(path) : (pagePolicies?.[framable ? 'widget' : 'page'] ?? NON_DOCUMENT_POLICY);
    // Over plain HTTP the header means nothing.
    if (answer.https) headers['strict-transport-security'] = HSTS;
  }
  // Anything under /api that does not say otherwise is personal or changes with each call: no cache may keep it.
  if (answer.cacheControl === undefined && answer.url.startsWith('/api')) headers['cache-control'] = 'no-store';
  return headers;
}

/** protectiveHeaders of the answer `reply` is about to send, from its status and headers so far. */
export function protectiveHeadersOf(request: FastifyRequest, reply: FastifyReply, pagePolicies?: PagePolicies): OutgoingHttpHeaders {
  const cacheControl = reply.getHeader('cache-control');
  const answer: Answer = {
    url: request.url,
    https: isHttps(request.raw, request.server.config.trustProxy),
    status: reply.statusCode,
    contentType: String(reply.getHeader('content-type') ?? ''),
    cacheControl: cacheControl === undefined ? undefined : String(cacheControl),
  };
  return protectiveHeaders(answer, pagePolicies);
}

/** Every answer that goes through Fastify, errors included, whatever hook or handler gave it. */
export default fp(
  async (fastify) => {
    const pagePolicies = documentPolicies(fastify.config);
    fastify.addHook('onSend', async (request, reply) => {
      reply.headers(protectiveHeadersOf(request, reply, pagePolicies));
    });
  },
  { name: 'security-headers' },
);
