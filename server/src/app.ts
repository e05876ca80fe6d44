import Fastify, { type FastifyInstance, type FastifyLoggerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/env';
import { systemClock, type Clock } from './calendar/site-calendar';
import compress, { autoConfig as compressConfig } from './http/compress';
import sensible, { autoConfig as sensibleConfig } from './http/sensible';
import swagger, { autoConfig as swaggerConfig } from './http/swagger';
import auditLog from './audit-log/audit-log-plugin';
import auth from './sign-in/access-guard';
import cors from './http/cors';
import db from './db/db-plugin';
import errorHandler, { sendClientError, sendFrameworkError } from './http/error-handler';
import firstAdmin from './sign-in/first-admin-plugin';
import ghadiNameReport from './games/ghadi-name-report';
import jsonBody from './http/json-body';
import loginThrottle from './sign-in/login-throttle-plugin';
import pagesAnd404s from './http/pages-and-404s';
import overload from './http/overload';
import liveResults from './public-reads/live-stream-plugin';
import drawDayTicker from './draw-day/draw-day-ticker-plugin';
import { publicReadServer } from './public-reads/answer-from-memory';
import publicCache, { createPublicCache } from './public-reads/public-cache-plugin';
import publicPages from './public-pages/public-pages-plugin';
import push from './push/push-plugin';
import redis from './shared-state/redis';
import securityHeaders from './http/security-headers';
import siteEvents from './public-reads/site-events-plugin';
import visitors from './visitors/visitors-plugin';
import apiAdminResults from './routes/api/admin-results';
import apiAuditLog from './routes/api/audit-log';
import apiAgent from './routes/api/agent';
import apiAuth from './routes/api/auth';
import apiResults from './routes/api/results';
import apiResultStream from './public-reads/live-stream-route';
import apiUsers from './routes/api/users';
import apiGhadis from './routes/api/ghadis';
import apiUserMaps from './routes/api/usermaps';
import apiContentBlocks from './routes/api/content-blocks';
import apiSiteContent from './routes/api/site-content';
import apiVisitor from './routes/api/visitor';
import apiDocs from './routes/api/docs';
import apiDownloads from './routes/api/downloads';
import apiHolidays from './routes/api/holidays';
import apiImports from './routes/api/imports';
import apiDrawDay from './routes/api/draw-day';
import apiPush from './routes/api/push';
import apiAdminPush from './routes/api/admin-push';
import frontEnds from './routes/site/front-ends';
import health from './routes/site/health';
import runtimeConfig from './routes/site/runtime-config';
import webAppManifest from './routes/site/web-app-manifest';
import searchFiles from './routes/site/search-files';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** "Now" for everything that depends on the date; tests pass a fixed one. */
    clock: Clock;
  }
}

export interface AppDependencies {
  clock?: Clock;
  /** Where log lines go instead of standard output (one JSON object per line, or a prettifier's stream). */
  logStream?: FastifyLoggerOptions['stream'];
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
  const cache = createPublicCache(config, clock);
  const app = Fastify({
    logger: { level: config.logLevel, ...(dependencies.logStream && { stream: dependencies.logStream }) },
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
  app.register(pagesAnd404s);
  app.register(jsonBody);
  app.register(db);
  app.register(redis);
  app.register(siteEvents);
  app.register(publicPages);
  app.register(liveResults);
  app.register(drawDayTicker);
  app.register(visitors);
  app.register(loginThrottle);
  app.register(auth);
  app.register(auditLog);
  app.register(firstAdmin);
  app.register(ghadiNameReport);
  app.register(push);

  app.register(health);
  app.register(runtimeConfig);
  app.register(webAppManifest);
  app.register(searchFiles);
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
  app.register(apiHolidays);
  app.register(apiImports);
  app.register(apiDrawDay);
  app.register(apiDownloads);
  app.register(apiPush);
  app.register(apiAdminPush);
  app.register(frontEnds);
  return app;
}
