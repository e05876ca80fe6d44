import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/env';
import { systemClock, type Clock } from './services/site-calendar';
import compress, { autoConfig as compressConfig } from './plugins/external/compress';
import sensible, { autoConfig as sensibleConfig } from './plugins/external/sensible';
import swagger, { autoConfig as swaggerConfig } from './plugins/external/swagger';
import auditLog from './plugins/app/audit-log';
import auth from './plugins/app/auth';
import cors from './plugins/app/cors';
import db from './plugins/app/db';
import errorHandler, { sendClientError, sendFrameworkError } from './plugins/app/error-handler';
import firstAdmin from './plugins/app/first-admin';
import ghadiNameReport from './plugins/app/ghadi-name-report';
import jsonBody from './plugins/app/json-body';
import loginThrottle from './plugins/app/login-throttle';
import notFound from './plugins/app/not-found';
import overload from './plugins/app/overload';
import liveResults from './plugins/app/live-results';
import publicCache, { createPublicCache, publicReadServer } from './plugins/app/public-cache';
import redis from './plugins/app/redis';
import securityHeaders from './plugins/app/security-headers';
import siteEvents from './plugins/app/site-events';
import visitors from './plugins/app/visitors';
import apiAdminResults from './routes/api/admin-results';
import apiAuditLog from './routes/api/audit-log';
import apiAgent from './routes/api/agent';
import apiAuth from './routes/api/auth';
import apiResults from './routes/api/results';
import apiResultStream from './routes/api/results/stream';
import apiUsers from './routes/api/users';
import apiGhadis from './routes/api/ghadis';
import apiUserMaps from './routes/api/usermaps';
import apiContentBlocks from './routes/api/content-blocks';
import apiSiteContent from './routes/api/site-content';
import apiVisitor from './routes/api/visitor';
import apiDocs from './routes/api/docs';
import frontEnds from './routes/site/front-ends';
import health from './routes/site/health';
import runtimeConfig from './routes/site/runtime-config';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** "Now" for everything that depends on the date; tests pass a fixed one. */
    clock: Clock;
  }
}

export interface AppDependencies {
  clock?: Clock;
}

// Bodies are small JSON documents; the largest expected is an HTML content block.
const BODY_LIMIT_BYTES = 256 * 1024;
// How often Node looks for requests past their time: its default of 30 s would let a slow one overrun by that much.
const TIMEOUT_CHECK_INTERVAL_MS = 1000;

/**
 * The whole server: plugins, then routes, in an explicit order. Returns before loading anything; the
 * caller awaits `ready()` or `listen()`, which fail if any plugin or route does.
 */
export function buildApp(config: AppConfig, dependencies: AppDependencies = {}): FastifyInstance {
  const { trustProxy } = config;
  const clock = dependencies.clock ?? systemClock;
  const cache = createPublicCache(config);
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    // A client that sends its request a byte at a time cannot hold a connection past this. Only
    // receiving the request is timed, so live-result streams stay open.
    requestTimeout: config.requestTimeoutMs,
    http: { connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS },
    frameworkErrors: sendFrameworkError,
    clientErrorHandler: sendClientError,
    // A hop count means "trust that many proxies in front of us" (per-IP login throttling needs the real IP).
    trustProxy: typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    serverFactory: publicReadServer({ cache, clock, config }),
  });
  // Not Fastify options: set on the server itself.
  app.server.headersTimeout = config.headersTimeoutMs;
  app.server.maxConnections = config.maxConnections;
  app.decorate('config', config);
  app.decorate('clock', clock);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.register(sensible, sensibleConfig);
  // Repeated public reads are answered from memory by the server, before Fastify; see publicReadServer.
  app.register(publicCache, { cache });
  app.register(overload);
  app.register(compress, compressConfig);
  app.register(securityHeaders);
  app.register(cors);
  // Before any route: it collects the routes as they are added.
  app.register(swagger, swaggerConfig);
  app.register(errorHandler);
  app.register(notFound);
  app.register(jsonBody);
  app.register(db);
  app.register(redis);
  app.register(siteEvents);
  app.register(liveResults);
  app.register(visitors);
  app.register(loginThrottle);
  app.register(auth);
  app.register(auditLog);
  app.register(firstAdmin);
  app.register(ghadiNameReport);

  app.register(health);
  app.register(runtimeConfig);
  app.register(apiAuth);
  app.register(apiUsers);
  app.register(apiGhadis);
  app.register(apiUserMaps);
  app.register(apiContentBlocks);
  app.register(apiSiteContent);
  app.register(apiVisitor);
  app.register(apiDocs);
  app.register(apiResultStream);
  app.register(apiResults);
  app.register(apiAgent);
  app.register(apiAdminResults);
  app.register(apiAuditLog);
  app.register(frontEnds);
  return app;
}
