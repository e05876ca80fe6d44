import { createServer, type IncomingMessage, type OutgoingHttpHeaders, type ServerOptions, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';
import { drawDateIn } from '@ghadi/contracts';
import type { AppConfig } from '../config/env';
import type { Clock } from '../calendar/site-calendar';
import { documentPolicies } from '../http/content-security-policy';
import { clientAddressOf, proxyTrustOf, type ProxyTrust } from '../http/client-address';
import { isHttps } from '../http/security-headers';
import type { PublicApiLimit } from './public-api-limit';
import { headFor, type Head, type HeadContext } from './cached-answer';
import type { PublicCache } from './public-cache';

/** The cache, and what the answers from memory need to know, ahead of Fastify. */
export interface PublicReads {
  cache: PublicCache;
  clock: Clock;
  config: AppConfig;
  /** The public read API's per-address limit; null when off. */
  apiLimit: PublicApiLimit | null;
}

/**
 * Answers a GET whose URL was answered earlier the same site day from an entry that is still fresh;
 * false for everything else (HEAD included), which Fastify then handles. A read of the API is answered once
 * counted: one past the limit goes to Fastify after all, which refuses it.
 */
function answerRemembered(
  { cache, clock, config, apiLimit }: PublicReads,
  { head: context, trust }: { head: HeadContext; trust: ProxyTrust },
  request: IncomingMessage,
  response: ServerResponse,
  toFastify: () => void,
): boolean {
  if (request.method !== 'GET' || !cache.enabled || request.url === undefined) return false;
  const cached = cache.lookupUrl(request.url, drawDateIn(config.siteTimezone, clock()));
  const head = cached && headFor({ url: request.url, headers: request.headers }, isHttps(request, config.trustProxy), cached, context);
  if (head === undefined) return false;
  const [statusCode, headers, body] = head;
  const send = (fields: OutgoingHttpHeaders | string[]) => {
    response.writeHead(statusCode, fields);
    response.end(body);
    cache.counts.fromMemory += 1;
  };
  // Only the API's reads are counted (the live stream is never cached): pages never wait on a limit.
  if (apiLimit === null || !request.url.startsWith('/api/')) {
    send(headers);
    return true;
  }
  const count = apiLimit.count(clientAddressOf(request, trust), request.socket);
  if (!count.allowed) {
    apiLimit.handedOver.set(request, count);
    toFastify();
    return true;
  }
  // As one list: headers set one by one would make writeHead merge every remembered header by name.
  send(flatHeadersOf(head).concat(apiLimit.fieldsOf(count)));
  return true;
}

// The remembered heads as writeHead's flat [name, value, ...] list, made once per head.
const flatHeads = new WeakMap<Head, string[]>();

function flatHeadersOf(head: Head): string[] {
  let flat = flatHeads.get(head);
  if (flat === undefined) {
    flat = Object.entries(head[1]).flatMap(([name, value]) => (Array.isArray(value) ? value.flatMap((one) => [name, one]) : [name, String(value)]));
    flatHeads.set(head, flat);
  }
  return flat;
}

/** What Fastify passes a server factory, its defaults applied (fastify.js). */
interface ServerSettings {
  http?: ServerOptions;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket: number;
}

/**
 * The HTTP server the app listens on. At draw time thousands of phones repeat the same few GETs: those
 * are answered from memory here, before Fastify (routing, request logging, load shedding, the header
 * hooks), which measured about 2 µs less per request than answering in a first onRequest hook. Sending
 * from memory costs no more than refusing, so these are answered even while other requests are shed.
 * Everything else goes to Fastify's handler. inject() in tests bypasses the server, so it always takes
 * the full path.
 */
export function publicReadServer(reads: PublicReads): FastifyServerFactory {
  return (handler, options) => {
    const settings = options as unknown as ServerSettings;
    const fixed = {
      head: { pagePolicies: documentPolicies(reads.config), sharedCaching: reads.cache.sharedCaching },
      trust: proxyTrustOf(reads.config.trustProxy),
    };
    const server = createServer(settings.http ?? {}, (request, response) => {
      const toFastify = () => handler(request, response);
      if (!answerRemembered(reads, fixed, request, response, toFastify)) toFastify();
    });
    // What Fastify sets on the server it creates itself (lib/server.js), which a server factory replaces.
    server.keepAliveTimeout = settings.keepAliveTimeout;
    server.requestTimeout = settings.requestTimeout;
    server.setTimeout(settings.connectionTimeout);
    if (settings.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = settings.maxRequestsPerSocket;
    return server;
  };
}

