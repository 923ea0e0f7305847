import type { Server as HttpServer } from 'node:http';
import { requestId } from 'hono/request-id';
import { Server as SocketServer } from 'socket.io';
import { API_ERRORS, apiErrorBody, DESKTOP_APP_ORIGIN, MAX_JSON_BODY_BYTES, MESSAGES, type Random } from '@silkroad/shared';
import { isAdjustable, type Clock } from './clock';
import type { ServerConfig } from './config';
import type { AppContext } from './context';
import type { Db } from './db/database';
import { isDatabaseUnavailable } from './db/connection-errors';
import { storageHealthOf } from './db/storage-health';
import { DomainEvents } from './domain-events';
import { createRouter } from './http/router';
import { startPruneSweep } from './modules/housekeeping/prune';
import { seedMarkets } from './modules/market/market-store';
import { HTTPException } from 'hono/http-exception';
import { answerRefusal } from './http/errors';
import { bufferBody } from './http/request-body';
import { refuse, Refusal } from './http/refusal';
import { rateLimit } from './http/rate-limit';
import { requestLog } from './http/request-log';
import { createLogger, type Logger } from './logger';
import { RateLimits, type RateLimiterStore } from './rate-limits';
import { AccessTokens, accessTokenSecret } from './modules/auth/access-tokens';
import { authRoutes } from './modules/auth/routes';
import { localIdpRoutes } from './modules/auth/local-idp';
import { citiesRoutes } from './modules/cities/routes';
import { healthRoutes } from './modules/health/routes';
import { errorReportRoutes } from './modules/logs/routes';
import { playerRoutes } from './modules/players/routes';
import { tradeRoutes } from './modules/trade/routes';
import { attachPresence, type Presence } from './modules/presence/presence';
import { attachLiveMarkets, type LiveMarkets } from './modules/market/market-realtime';
import { marketRoutes } from './modules/market/routes';
import { serveWebBundle } from './http/static';
import { securityHeaders } from './http/security-headers';
import { socketOriginGuard } from './http/allowed-origins';
import { SocketAdmission } from './http/socket-admission';
import { apiCors, realtimeOrigins } from './http/cors';
import { offerRoutes } from './modules/offers/routes';
import { startOfferSweep } from './modules/offers/offer-expiry';
import type { Sweep } from './sweep';
import { tradingRoutes } from './modules/contracts/routes';
import { timeRoutes } from './modules/time/routes';
import { devRoutes } from './modules/dev/routes';
import { testModeRoutes } from './modules/test-mode/routes';
import { farmingRoutes } from './modules/farming/routes';
import { locationRoutes } from './modules/location/routes';
import type { Cluster } from './cluster/cluster';
import type { GameSocketServer } from './game-socket';
import type { MarketIntervals } from './modules/market/market-simulation';
import { startContractSweep } from './modules/contracts/contract-service';
import { journeyRoutes } from './modules/journeys/routes';
import { eventRoutes } from './modules/events/routes';
import { npcRoutes } from './modules/npcs/routes';
import { progressRoutes } from './modules/progress/routes';
import { AchievementWatcher } from './modules/progress/achievement-watcher';
import { questRoutes } from './modules/quests/routes';
import { startEventSweep } from './modules/events/event-service';
import { attachLiveJourneys } from './modules/journeys/journey-feed';
import { oracleRoutes } from './modules/oracle/routes';
import { attachOracle } from './modules/oracle/oracle-feed';
import { gatheringRoutes } from './modules/gathering/routes';
import { professionRoutes } from './modules/professions/routes';
import { craftingRoutes } from './modules/crafting/routes';
import { workshopRoutes } from './modules/workshop/routes';
import { seedResourceNodes } from './modules/gathering/node-store';
import { attachLiveGathering } from './modules/gathering/live-gathering';

/** What a 503 for a lost database asks a client to wait: a restart or a failover takes seconds. */
const DATABASE_RETRY_AFTER_S = 2;

export interface CreateAppOptions {
  db: Db;
  config: ServerConfig;
  clock: Clock;
  random: Random;
  /** Defaults to a JSON logger on stdout at config.logLevel. */
  logger?: Logger;
  /** Where rate-limit counters live; memory unless several processes share a store (then the cluster's by default). */
  rateLimiterStore?: RateLimiterStore;
  /** Several processes sharing the database and Redis (REDIS_URL): rooms, rate limits and periodic jobs span them. */
  cluster?: Cluster;
  /** The market simulation's timers; tests shorten them, a server keeps the spec's. */
  marketIntervals?: MarketIntervals;
}

/** Builds the whole API without listening: the HTTP app, and a function that adds realtime to a server. */
export async function createApp(options: CreateAppOptions) {
  const { db, config, clock, random } = options;
  const logger = options.logger ?? createLogger(config.logLevel);
  const rateLimits = new RateLimits(config.rateLimits, logger, options.rateLimiterStore ?? options.cluster?.rateLimiterStore);
  const ctx: AppContext = { db, config, clock, random, logger, rateLimits, accessTokens: new AccessTokens(await accessTokenSecret(db, config.jwtSecret), clock), events: new DomainEvents(logger), storage: storageHealthOf(db).reportingTo(logger), jobSlots: options.cluster?.jobSlots };

  await seedMarkets(db, clock.now());
  await seedResourceNodes(db, random, clock.now());

  const app = createRouter();
  // First in, last out: it sets the headers on every response, refusals and errors included.
  app.use('*', securityHeaders(config));
  // The id is always ours: a client-chosen one could make unrelated requests look alike in the log.
  app.use('*', requestId({ headerName: '' }), async (c, next) => {
    c.header('X-Request-Id', c.var.requestId);
    await next();
  });
  app.use('*', requestLog(ctx));
  // Before the rate limits: a refusal must carry the CORS headers too, or the desktop app cannot read why.
  app.use('/api/*', apiCors(config.webOrigins));
  app.use('/health', apiCors(config.webOrigins));
  // /health reads every table: a load balancer's probes fit the per-address budget, a flood does not.
  app.use('/api/*', rateLimit('api'));
  app.use('/health', rateLimit('api'));
  app.use('/api/*', bufferBody(MAX_JSON_BODY_BYTES));

  app.route('/', healthRoutes(ctx));
  app.route('/', authRoutes(ctx));
  app.route('/idp', localIdpRoutes(ctx));
  app.route('/', citiesRoutes(ctx));
  app.route('/', playerRoutes(ctx));
  app.route('/', errorReportRoutes(ctx));
  app.route('/', offerRoutes(ctx));
  app.route('/', tradingRoutes(ctx));
  app.route('/', marketRoutes(ctx));
  app.route('/', tradeRoutes(ctx));
  app.route('/', timeRoutes(ctx));
  app.route('/', gatheringRoutes(ctx));
  app.route('/', locationRoutes(ctx));
  app.route('/', farmingRoutes(ctx));
  app.route('/', professionRoutes(ctx));
  app.route('/', craftingRoutes(ctx));
  app.route('/', workshopRoutes(ctx));
  app.route('/', journeyRoutes(ctx));
  app.route('/', eventRoutes(ctx));
  app.route('/', npcRoutes(ctx));
  app.route('/', oracleRoutes(ctx));
  app.route('/', questRoutes(ctx));
  app.route('/', progressRoutes(ctx));
  // Never on a production server, whatever its clock: there /api/dev/* answers 404 like any unknown path.
  if (config.devMode && isAdjustable(clock)) app.route('/', devRoutes(ctx, clock));
  if (config.devMode) app.route('/', testModeRoutes(ctx));

  app.doc('/api/doc', {
    openapi: '3.0.0',
    info: { title: 'Silk Road game API', version: '0.1.0', description: 'The authoritative game server. Bearer routes take the access token from POST /api/auth/token.' },
  });
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });

  app.notFound((c) => refuse(c, 'NOT_FOUND'));
  app.onError((error, c) => {
    if (error instanceof Refusal || error instanceof HTTPException) return answerRefusal(error, c);
    if (isDatabaseUnavailable(error)) {
      // Not a fault of the request nor of ours: the client may send it again once the database is back.
      (c.var.log ?? logger).warn({ err: error }, 'database unavailable');
      c.header('Retry-After', String(DATABASE_RETRY_AFTER_S));
      return c.json(apiErrorBody('DATABASE_UNAVAILABLE', API_ERRORS.DATABASE_UNAVAILABLE, c.var.requestId), 503);
    }
    (c.var.log ?? logger).error({ err: error }, 'unhandled error');
    // The request id lets a player's report be found in the log; the details stay there.
    return c.json(apiErrorBody('INTERNAL_ERROR', MESSAGES.internalError, c.var.requestId), 500);
  });

  if (config.webDistDir) serveWebBundle(app, config.webDistDir);

  // Achievements unlock as things happen, whether or not the app has sockets.
  const achievements = config.achievements ? new AchievementWatcher(ctx) : null;
  let presence: Presence | undefined;
  // Offer expiry and contract deadlines are also settled lazily on every read, so an app without a server still behaves.
  let sweeps: Sweep[] = [];
  let markets: LiveMarkets | undefined;
  return {
    app,
    ctx,
    achievements,
    /** Adds socket.io to a node HTTP server that serves `app`. */
    attachRealtime(httpServer: HttpServer): GameSocketServer {
      const io: GameSocketServer = new SocketServer(httpServer, {
        cors: { origin: realtimeOrigins(config.webOrigins) },
        serveClient: false,
        // CORS alone does not stop a WebSocket: a page of another site is refused before the handshake's auth runs.
        allowRequest: socketOriginGuard(config.webOrigins, [DESKTOP_APP_ORIGIN]),
        // Room broadcasts reach the sockets of every process. Long-polling is refused there: its
        // requests would reach other processes behind a balancer without sticky sessions.
        ...(options.cluster ? { adapter: options.cluster.socketAdapter, transports: ['websocket' as const] } : {}),
      });
      // Every handshake is counted per address, and the sessions an address holds open are capped, before a session is made.
      new SocketAdmission(ctx.rateLimits, config).attach(io.engine);
      presence = attachPresence(io, ctx, options.cluster);
      sweeps = [startOfferSweep(ctx), startContractSweep(ctx), startPruneSweep(ctx)];
      // Node changes over the socket, and the 1 s settlement of nodes (its stop also ends the feed).
      sweeps.push(attachLiveGathering(io, ctx));
      // Journeys move on every second, their players online or not; encounters are answered over the socket too.
      sweeps.push(attachLiveJourneys(io, ctx));
      // The oracle answers over the socket too (oracle-query / oracle-clue).
      attachOracle(io, ctx);
      // Random events are checked for every player in the world every 2 minutes (000 §9).
      if (config.randomEvents) sweeps.push(startEventSweep(ctx));
      markets = attachLiveMarkets(io, ctx, options.marketIntervals);
      return io;
    },
    async close(): Promise<void> {
      await Promise.all(sweeps.map((sweep) => sweep.stop()));
      // Both write to the database (a market step under way, the live positions), so they finish before it closes.
      await markets?.stop();
      await presence?.stop();
      await achievements?.stop();
    },
  };
}

export type GameApp = Awaited<ReturnType<typeof createApp>>;
export type { GameSocketServer } from './game-socket';
