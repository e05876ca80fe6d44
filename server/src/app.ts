import Fastify, { type FastifyInstance, type FastifyLoggerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/env';
import { systemClock, type Clock } from './calendar/site-calendar';
import afterAck from './http/after-ack';
import { proxyTrustOf, proxyTrustWarning } from './http/client-address';
import compress, { autoConfig as compressConfig } from './http/compress';
import cors from './http/cors';
import errorHandler, { sendClientError, sendFrameworkError } from './http/error-handler';
import jsonBody from './http/json-body';
import overload from './http/overload';
import securityHeaders from './http/security-headers';
import sensible, { autoConfig as sensibleConfig } from './http/sensible';
import db from './db/db-plugin';
import { publicReadServer } from './public-cache/answer-from-memory';
import liveStream from './public-cache/live-stream-plugin';
import liveStreamRoute from './public-cache/live-stream-route';
import publicCache, { createPublicCache } from './public-cache/public-cache-plugin';
import { createPublicApiLimit } from './public-cache/public-api-limit';
import publicApiLimit from './public-cache/public-api-limit-plugin';
import limits from './limits/limits-plugin';
import siteEvents from './public-cache/site-events-plugin';
import redis from './shared-state/redis';
import { adminRoutes, userMapRoutes, userRoutes } from './features/agents';
import { apiDocsRoutes, swagger, swaggerConfig } from './features/api-docs';
import { auditLogPlugin, auditLogRoutes } from './features/audit-log';
import { metricsPlugin } from './features/metrics';
import { scheduledBackupsPlugin } from './features/backups';
import { cdnPurgePlugin } from './features/cdn-purge';
import { adminChannelRoutes, channelPlugin } from './features/channel';
import { contentBlockRoutes, siteContentRoutes } from './features/content';
import { downloadRoutes } from './features/downloads';
import { feedRoutes } from './features/feeds';
import { drawDayRoutes, drawDayTickerPlugin } from './features/draw-day';
import { frontEndRoutes, runtimeConfigRoutes, webAppManifestRoutes } from './features/front-ends';
import { ghadiNameReport, ghadiRoutes } from './features/games';
import { healthRoutes } from './features/health';
import { holidayRoutes } from './features/holidays';
import { importRoutes } from './features/imports';
import { indexNowPlugin } from './features/indexnow';
import { pictureRoutes } from './features/pictures';
import { pagesAnd404s, publicPagesPlugin, searchFileRoutes } from './features/public-pages';
import { adminPushRoutes, pushPlugin, pushRoutes } from './features/push';
import { adminResultRoutes, agentRoutes, resultRoutes } from './features/results';
import {
  accessGuard,
  apiTokenRoutes,
  enrolmentRoutes,
  firstAdminPlugin,
  loginThrottlePlugin,
  mfaKeysPlugin,
  passkeyRoutes,
  proofRoutes,
  sessionRoutes,
  signInRoutes,
} from './features/sign-in';
import { visitorRoutes, visitorsPlugin } from './features/visitors';

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
const PLUGIN_START_MS = 60_000;

/**
 * The whole server: plugins, then routes, in an explicit order. Returns before loading anything; the
 * caller awaits `ready()` or `listen()`, which fail if any plugin or route does.
 */
export function buildApp(config: AppConfig, dependencies: AppDependencies = {}): FastifyInstance {
  const { trustProxy } = config;
  const clock = dependencies.clock ?? systemClock;
  const cache = createPublicCache(config, clock);
  const apiLimit = createPublicApiLimit(config.publicApiRateLimit, () => clock().getTime());
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
    trustProxy: proxyTrustOf(trustProxy),
    serverFactory: publicReadServer({ cache, clock, config, apiLimit }),
    // Start-up migrates the database and hashes the first admin's password (argon2, memory-hard): on a busy
    // machine that has passed the default 10 s a plugin gets, and the site then refused to start at all.
    pluginTimeout: PLUGIN_START_MS,
  });
  // Not Fastify options: set on the server itself.
  app.server.headersTimeout = config.headersTimeoutMs;
  app.server.maxConnections = config.maxConnections;
  app.decorate('config', config);
  app.decorate('clock', clock);
  const trustWarning = proxyTrustWarning(trustProxy);
  if (trustWarning) app.log.warn(trustWarning);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Infrastructure first.
  app.register(sensible, sensibleConfig);
  // Repeated public reads are answered from memory by the server, before Fastify; see publicReadServer.
  app.register(publicCache, { cache });
  app.register(publicApiLimit, { limit: apiLimit });
  app.register(metricsPlugin);
  app.register(overload);
  app.register(compress, compressConfig);
  app.register(securityHeaders);
  app.register(cors);
  // Before any route: it collects the routes as they are added.
  app.register(swagger, swaggerConfig);
  app.register(errorHandler);
  app.register(jsonBody);
  app.register(afterAck);
  app.register(db);
  app.register(redis);
  app.register(limits);
  app.register(siteEvents);
  app.register(liveStream);

  // Then the features: the plugins others depend on (who may call what, throttles, queues)...
  app.register(pagesAnd404s);
  app.register(publicPagesPlugin);
  app.register(drawDayTickerPlugin);
  app.register(visitorsPlugin);
  app.register(loginThrottlePlugin);
  app.register(mfaKeysPlugin);
  app.register(accessGuard);
  app.register(auditLogPlugin);
  app.register(firstAdminPlugin);
  app.register(ghadiNameReport);
  app.register(pushPlugin);
  app.register(channelPlugin);
  app.register(indexNowPlugin);
  app.register(scheduledBackupsPlugin);
  app.register(cdnPurgePlugin);

  // ...and their routes.
  app.register(healthRoutes);
  app.register(runtimeConfigRoutes);
  app.register(webAppManifestRoutes);
  app.register(searchFileRoutes);
  app.register(signInRoutes);
  app.register(sessionRoutes);
  app.register(proofRoutes);
  app.register(enrolmentRoutes);
  app.register(passkeyRoutes);
  app.register(apiTokenRoutes);
  app.register(userRoutes);
  app.register(adminRoutes);
  app.register(ghadiRoutes);
  app.register(userMapRoutes);
  app.register(contentBlockRoutes);
  app.register(siteContentRoutes);
  app.register(visitorRoutes);
  app.register(apiDocsRoutes);
  app.register(liveStreamRoute);
  app.register(resultRoutes);
  app.register(agentRoutes);
  app.register(adminResultRoutes);
  app.register(auditLogRoutes);
  app.register(holidayRoutes);
  app.register(importRoutes);
  app.register(drawDayRoutes);
  app.register(downloadRoutes);
  app.register(feedRoutes);
  app.register(pictureRoutes);
  app.register(pushRoutes);
  app.register(adminPushRoutes);
  app.register(adminChannelRoutes);
  app.register(frontEndRoutes);
  return app;
}
