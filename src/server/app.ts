import { randomUUID } from "node:crypto";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import compress from "@fastify/compress";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from "fastify-type-provider-zod";
import { APP_VERSION } from "./app-version.ts";
import type { Config } from "./config.ts";
import { openDatabase, type Database } from "./db/client.ts";
import { frameworkErrorReply, registerErrorHandling } from "./plugins/errors.ts";
import { registerInputGuard } from "./plugins/input-guard.ts";
import { registerSecurityHeaders } from "./plugins/security.ts";
import { inlineScriptHashes, readIndexHtml, registerClientAssets } from "./plugins/client-assets.ts";
import { loadPageRenderer } from "./plugins/page-renderer.ts";
import { healthRoutes } from "./modules/health/index.ts";
import { readinessRoutes } from "./modules/health/readiness.ts";
import { quoteRoutes } from "./modules/quotes/index.ts";
import { QuoteRandom } from "./modules/quotes/quote-random.service.ts";
import { visitorKeyer } from "./lib/visitor-key.ts";
import { QuoteEvents } from "./modules/quotes/quote-events.ts";
import { QuoteReads } from "./modules/quotes/quote-reads.service.ts";
import { QuoteViews } from "./modules/quotes/quote-views.ts";
import { QuoteWrites } from "./modules/quotes/quote-writes.service.ts";
import { authPlugin, documentRouteAccess, SessionCache } from "./plugins/auth.ts";
import {
  bookmarkRoutes,
  BookmarksService,
  reactionRoutes,
  ReactionsService,
  viewerStateOverlay,
  viewerStateSource,
} from "./modules/engagement/index.ts";
import { loadSigningSecret, sessionAuthenticator, TokenSigner } from "./modules/auth/auth.public.ts";
import { authRoutes } from "./modules/auth/index.ts";
import { AuthService } from "./modules/auth/auth.service.ts";
import { userRoutes } from "./modules/users/index.ts";
import { commentRoutes } from "./modules/comments/index.ts";
import { CommentsService } from "./modules/comments/comments.service.ts";
import { reportRoutes } from "./modules/reports/index.ts";
import { listRoutes } from "./modules/lists/index.ts";
import { backgroundRoutes } from "./modules/backgrounds/index.ts";
import { BackgroundUploads } from "./modules/backgrounds/background-uploads.ts";
import { ListsService } from "./modules/lists/lists.service.ts";
import { ReportsService } from "./modules/reports/reports.service.ts";
import { trendingRoutes } from "./modules/trending/index.ts";
import { TrendingService } from "./modules/trending/trending.service.ts";
import { profileRoutes } from "./modules/profiles/index.ts";
import { ProfilesService } from "./modules/profiles/profiles.service.ts";
import { authorRoutes } from "./modules/authors/index.ts";
import { AuthorsService } from "./modules/authors/authors.service.ts";
import { debugRoutes } from "./modules/debug/index.ts";
import { accountRoutes } from "./modules/account/index.ts";
import { AccountService } from "./modules/account/account.service.ts";
import { adminUserRoutes } from "./modules/admin-users/index.ts";
import { AdminUsersService } from "./modules/admin-users/admin-users.service.ts";
import { auditRoutes } from "./modules/audit/index.ts";
import { adminCommentRoutes } from "./modules/comments/admin-routes.ts";
import { adminInsightsRoutes } from "./modules/admin-insights/index.ts";
import { AdminInsightsService } from "./modules/admin-insights/admin-insights.service.ts";
import { DebugService } from "./modules/debug/debug.service.ts";
import { createEventBuffer, eventRoutes } from "./modules/events/index.ts";
import { EventRetention } from "./modules/events/event-retention.ts";
import { rateLimitPlugin } from "./plugins/rate-limit.ts";
import { createMailer, type Mailer } from "./mail/mailer.ts";
import { serverTimeoutOptions, type ServerTimeouts } from "./lib/server-timeouts.ts";
import { loggerOptions, OneLinePerRequest, type LogStream } from "./lib/logger.ts";
import { LocalMediaStore, type MediaStore } from "./media/media-store.ts";
import { registerMediaRoutes } from "./media/media-routes.ts";
import { audioRoutes } from "./modules/audio/index.ts";
import { AudioService } from "./modules/audio/audio.service.ts";
import type { SpeechSynthesizer } from "./modules/audio/narration.ts";
import { ttsSynthesizer } from "./modules/audio/tts-synthesizer.ts";
import { defaultConcurrency, InProcessQueue, type JobQueue } from "./jobs/job-queue.ts";
import { voiceRoutes } from "./modules/voices/index.ts";
import { VoicesService } from "./modules/voices/voices.service.ts";
import { SpeechService } from "./tts/speech-service.ts";
import { LocalBus, type ClusterBus } from "./lib/cluster-bus.ts";
import { attributionRoutes } from "./modules/attribution/index.ts";
import { attributionNotifier, notificationRoutes } from "./modules/notifications/index.ts";
import { registerSharing } from "./app-sharing.ts";
import { registerDailyHabit } from "./app-daily-habit.ts";

declare module "fastify" {
  interface FastifyInstance {
    database: Database;
    config: Config;
    mailer: Mailer;
    auth: AuthService;
    /** Uploaded and generated media (audio, background pictures), served under /media/. */
    media: MediaStore;
    /** Speech synthesis (worker processes start on the first synthesis). */
    speech: SpeechService;
    /** What keeps this process's caches in step with the other processes' writes (Redis pub/sub, or nothing). */
    clusterBus: ClusterBus;
  }
}

export interface BuildOptions {
  /** An already-open database (tests share one per file); otherwise one is opened from the config. */
  database?: Database;
  /** Log lines go here instead of stdout, at the configured level (tests read them). */
  logStream?: LogStream;
  /**
   * Audio narration overrides (tests): the speech engine, how long a generate call waits, the queue's Redis prefix
   * (default REDIS_PREFIX) and its stalled-job timings (see BullMqQueueOptions).
   */
  audio?: {
    engine?: SpeechSynthesizer;
    waitMs?: number;
    queuePrefix?: string;
    lockDurationMs?: number;
    stalledIntervalMs?: number;
  };
  /** Slow-client limits (tests make them short); defaults in lib/server-timeouts.ts. */
  timeouts?: Partial<ServerTimeouts>;
}

/** JSON bodies above this are a 413; uploads and event batches set their own limits. */
export const DEFAULT_BODY_LIMIT = 100 * 1024;

/** Rendered public pages are reused this long, like the list pages they show. */
const RENDERED_PAGE_TTL_MS = 3_000;

/** How long a signed-in request's session lookup is reused (PGlite, or PostgreSQL with Redis; see SessionCache). */
const SESSION_CACHE_TTL_MS = 30_000;

function trustProxySetting(value: string | undefined): boolean | string | undefined {
  if (value === undefined) return undefined;
  if (value === "true") return true;
  return value;
}

/** `log` at most once per `ms`: an outage breaks every pooled connection at once. */
function onceInAWhile<T>(log: (value: T) => void, ms = 10_000): (value: T) => void {
  let last = 0;
  return (value) => {
    const now = Date.now();
    if (now - last < ms) return;
    last = now;
    log(value);
  };
}

/** The one way to get an Echoes server: used by main.ts and by the tests. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    genReqId: (req) => {
      const incoming = req.headers["x-request-id"];
      return typeof incoming === "string" && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: trustProxySetting(config.TRUST_PROXY),
    bodyLimit: DEFAULT_BODY_LIMIT,
    ...serverTimeoutOptions(options.timeouts),
    logController: new OneLinePerRequest(),
    frameworkErrors: frameworkErrorReply,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ownsDatabase = !options.database;
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      onConnectionError: onceInAWhile((err) => app.log.warn({ err }, "database connection lost; reconnecting")),
    }));
  if (ownsDatabase) await database.migrate();
  app.decorate("database", database);
  app.decorate("config", config);
  app.addHook("onClose", async () => {
    if (ownsDatabase) await database.close();
  });

  const indexHtml = readIndexHtml(config.CLIENT_DIR);
  registerErrorHandling(app);
  registerInputGuard(app);
  const analytics = config.GA_MEASUREMENT_ID !== undefined;
  registerSecurityHeaders(app, { scriptHashes: indexHtml ? inlineScriptHashes(indexHtml) : [], analytics });
  await app.register(compress, { threshold: 1024 });
  await app.register(swagger, {
    openapi: {
      info: { title: "Echoes API", version: APP_VERSION, description: "Quotes, accounts, engagement and audio." },
      components: {
        securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      },
    },
    transform: (data) => documentRouteAccess(data.route.config, jsonSchemaTransform(data)),
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });

  // Several processes on one PostgreSQL and one Redis behave as one: each write here is published, and the
  // others' writes are applied to this process's caches (docs/decisions/022-scale-out.md).
  // The Redis clients (ioredis, BullMQ) load only when REDIS_URL is set: a single process does without their memory.
  let bus: ClusterBus = new LocalBus();
  if (config.REDIS_URL) {
    const { RedisClusterBus } = await import("./lib/redis-cluster-bus.ts");
    const redisBus = new RedisClusterBus({ redisUrl: config.REDIS_URL, prefix: config.REDIS_PREFIX, log: app.log });
    await redisBus.ready();
    bus = redisBus;
  }
  app.decorate("clusterBus", bus);
  app.addHook("onClose", () => bus.close());

  const secret = await loadSigningSecret({
    configured: config.JWT_SECRET,
    dataDir: config.DATA_DIR,
    database: database.kind === "postgres" ? database.db : undefined,
  });
  const signer = new TokenSigner(secret);
  // One process owns a PGlite database, so it sees every session change and may cache lookups; on PostgreSQL
  // other processes may change sessions too, so lookups are cached only when the bus tells of their changes.
  const cacheSessions = database.kind === "pglite" || bus.shared;
  const sessionCache = new SessionCache(cacheSessions ? SESSION_CACHE_TTL_MS : 0, bus);
  await app.register(authPlugin, { authenticate: sessionAuthenticator({ db: database.db, signer, sessionCache }) });
  await app.register(rateLimitPlugin, { redisUrl: config.REDIS_URL, prefix: config.REDIS_PREFIX });

  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    dataDir: config.DATA_DIR,
    log: app.log,
  });
  const auth = new AuthService({
    db: database.db,
    signer,
    counters: app.counters,
    mailer,
    publicUrl: config.PUBLIC_URL,
    logResetLinks: config.NODE_ENV !== "production",
    log: app.log,
    sessionCache,
  });
  app.decorate("mailer", mailer);
  app.decorate("auth", auth);
  app.addHook("onClose", async () => {
    await auth.idle();
    await mailer.close();
  });
  await app.register(authRoutes, { auth, perIpPerMinute: config.RATE_LIMIT_AUTH_PER_MIN });
  await app.register(userRoutes, { db: database.db, sessionCache });

  const media = new LocalMediaStore(path.join(config.DATA_DIR, "media"));
  app.decorate("media", media);
  await registerMediaRoutes(app, media);

  // The quotes: their events (invalidation, here and through the bus; deletions; cached texts), reads and writes.
  // Every read that answers quotes lays the caller's own engagement over them, and engagement writes do not flush
  // the shared list caches (docs/decisions/008-engagement-counters.md).
  const quoteEvents = new QuoteEvents(bus);
  const viewerState = viewerStateOverlay(viewerStateSource(database.db));
  const quoteReads = new QuoteReads(database.db, {
    events: quoteEvents,
    viewerState,
    views: new QuoteViews(database.db),
    listDb: database.budgeted(config.STATEMENT_TIMEOUT_MS),
  });
  const quoteWrites = new QuoteWrites(database.db, quoteEvents, viewerState);
  await app.register(healthRoutes, { db: database.db });
  app.decorate("draining", false);
  await app.register(readinessRoutes, { db: database.db, bus, usesRedis: config.REDIS_URL !== undefined });
  await app.register(quoteRoutes, {
    reads: quoteReads,
    writes: quoteWrites,
    events: quoteEvents,
    random: new QuoteRandom(database.db, {
      events: quoteEvents,
      viewerState,
      onRebuildError: (err) => app.log.error({ err }, "random index rebuild failed"),
    }),
    listsPerMinute: config.RATE_LIMIT_LISTS_PER_MIN,
    visitorKey: visitorKeyer(secret),
  });
  await app.register(bookmarkRoutes, { bookmarks: new BookmarksService(database.db, viewerState) });
  await app.register(reactionRoutes, { reactions: new ReactionsService(database.db, database.kind === "pglite") });

  await app.register(commentRoutes, { comments: new CommentsService(database.db, app.counters) });
  await app.register(reportRoutes, { reports: new ReportsService(database.db, app.counters) });
  await app.register(listRoutes, { lists: new ListsService(database.db, viewerState) });
  // Uploaded pictures go once no quote uses them: when a quote lets go of one, and with their owner's account.
  const backgroundUploads = new BackgroundUploads(database.db, media);
  await app.register(backgroundRoutes, { media, uploads: backgroundUploads });
  quoteEvents.onBackgroundReleased((url) => {
    backgroundUploads.release(url).catch((err: unknown) => app.log.warn({ err, url }, "could not remove a picture"));
  });
  const removeUploadsOf = async (userId: string, removedMedia: string[]) => {
    await Promise.all([
      backgroundUploads
        .removeUploadsOf(userId)
        .catch((err: unknown) => app.log.warn({ err, userId }, "could not remove a deleted member's pictures")),
      ...removedMedia.map((key) =>
        media
          .delete(key)
          .catch((err: unknown) => app.log.warn({ err, key }, "could not remove a deleted member's file")),
      ),
    ]);
  };
  await app.register(debugRoutes, { debug: new DebugService(database.db, quoteEvents) });
  await app.register(trendingRoutes, {
    trending: new TrendingService(
      database.db,
      { viewerState, pageTtlMs: quoteReads.pageTtlMs, onInvalidate: (listener) => quoteEvents.onInvalidate(listener) },
      undefined,
      (err) => app.log.error({ err }, "trending ranking failed"),
    ),
  });
  await app.register(profileRoutes, { profiles: new ProfilesService(database.db, viewerState) });
  await app.register(authorRoutes, {
    authors: new AuthorsService({
      db: database.db,
      viewerState,
      pageTtlMs: quoteReads.pageTtlMs,
      onInvalidate: (listener) => quoteEvents.onInvalidate(listener),
      invalidate: () => quoteEvents.invalidate(),
    }),
  });
  await app.register(adminCommentRoutes, { db: database.db });
  await app.register(auditRoutes, { db: database.db });
  await app.register(adminUserRoutes, {
    members: new AdminUsersService({
      db: database.db,
      sessionCache,
      onQuotesDeleted: (ids) => quoteEvents.quotesDeleted(ids),
      onAccountDeleted: removeUploadsOf,
    }),
  });
  await app.register(accountRoutes, {
    account: new AccountService({
      db: database.db,
      counters: app.counters,
      sessionCache,
      onQuotesDeleted: (ids) => quoteEvents.quotesDeleted(ids),
      onAccountDeleted: removeUploadsOf,
      log: app.log,
    }),
  });
  await app.register(adminInsightsRoutes, { insights: new AdminInsightsService(database.db) });

  // Sharing (preview images, the quote of the day, the feed, embeds) and the daily habit built on it.
  const { daily } = await registerSharing(app, { database, config, quoteEvents });
  await registerDailyHabit(app, { database, config, bus, quoteEvents, viewerState, daily });

  // Narration voices: the catalogue and each voice's sample; synthesis runs in speech worker processes.
  const speech = new SpeechService();
  app.decorate("speech", speech);
  app.addHook("onClose", () => speech.close());
  await app.register(voiceRoutes, {
    voices: new VoicesService({ speech: () => speech, sampleDir: path.join(config.DATA_DIR, "voice-samples") }),
  });

  // Audio narration: generation jobs (in process, or BullMQ when REDIS_URL is set), uploads, waveforms.
  const concurrency = config.AUDIO_CONCURRENCY ?? defaultConcurrency();
  const onJobError = (err: unknown, id: string) => app.log.error({ err, jobId: id }, "audio job crashed");
  const audioQueue: JobQueue = config.REDIS_URL
    ? new (await import("./jobs/bullmq-queue.ts")).BullMqQueue({
        redisUrl: config.REDIS_URL,
        name: "audio-jobs",
        prefix: options.audio?.queuePrefix ?? config.REDIS_PREFIX,
        concurrency,
        onError: onJobError,
        lockDurationMs: options.audio?.lockDurationMs,
        stalledIntervalMs: options.audio?.stalledIntervalMs,
        onRedisSwitch: (reachable, err) => {
          if (reachable) app.log.info("Redis is back: audio jobs are queued in Redis again");
          else app.log.warn({ err }, "Redis unreachable: audio jobs run in this process until it is back");
        },
      })
    : new InProcessQueue(concurrency, onJobError);
  const audio = new AudioService({
    db: database.db,
    media,
    queue: audioQueue,
    engine: options.audio?.engine ?? ttsSynthesizer(speech),
    log: app.log,
    invalidateQuotes: (how) => quoteEvents.invalidate(how),
    waitMs: options.audio?.waitMs,
  });
  await app.register(audioRoutes, { audio });
  quoteEvents.onDeleted((id) => void audio.removeFilesOfDeletedQuote(id).catch(() => {}));
  app.addHook("onReady", () => audio.start());
  // Before the server waits for in-flight requests: a generate request would otherwise hold it for a minute.
  app.addHook("preClose", async () => audio.releaseWaiting());
  // Registered after the speech service's hook, so it runs first: running jobs finish before the engines stop.
  app.addHook("onClose", () => audio.close());

  // Attribution; a change of status tells the quote's readers through a batched job (notifications module).
  const notifier = await attributionNotifier(database.db, config, app.log);
  await app.register(attributionRoutes, {
    db: database.db,
    events: quoteEvents,
    viewerState,
    notify: notifier.enqueue,
  });
  await app.register(notificationRoutes, { db: database.db, notifier });

  const eventBuffer = createEventBuffer(database, app.log);
  app.decorate("eventBuffer", eventBuffer);
  await app.register(eventRoutes, {
    db: database.db,
    buffer: eventBuffer,
    perIpPerMinute: config.RATE_LIMIT_EVENTS_PER_MIN,
    perIpPerDay: config.EVENTS_PER_IP_PER_DAY,
    counters: app.counters,
  });
  const eventRetention = new EventRetention({
    db: database.db,
    retentionDays: config.EVENTS_RETENTION_DAYS,
    log: app.log,
  });
  app.decorate("eventRetention", eventRetention);
  app.addHook("onReady", () => eventRetention.start());
  app.addHook("onClose", () => eventRetention.close());

  await registerClientAssets(app, config.CLIENT_DIR, {
    indexHtml,
    renderer: indexHtml === undefined ? undefined : await loadPageRenderer(app, config.CLIENT_DIR),
    publicUrl: config.PUBLIC_URL,
    gaMeasurementId: config.GA_MEASUREMENT_ID,
    pageTtlMs: RENDERED_PAGE_TTL_MS,
    onInvalidate: (listener) => quoteEvents.onInvalidate(listener),
    watchCache: (name, liveTexts) => quoteEvents.watchCache(name, liveTexts),
  });
  return app;
}
