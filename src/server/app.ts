import { join } from 'node:path';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import { createMemoryState } from './shared-state/memory-state';
import type { SharedState } from './shared-state/shared-state';
import type { DatabaseHandle, Transaction } from './db/client';
import { clientDistFolder } from './db/paths';
import { withGeneratedParsers } from './lib/zod-jit';
import { createMailer, type Mailer } from './mail/mailer';
import { createAuth, SESSION_EXPIRES_IN, SESSION_UPDATE_AGE, type Auth } from './modules/account/auth';
import { createSessionCache, type SessionCache } from './modules/account/session-cache';
import { createChangeFeed, type ChangeFeed } from './lib/changes/change-feed';
import { registerDeclaredChanges } from './plugins/declared-changes';
import { createSessionLookup, renewSession } from './modules/account/session-lookup';
import { adminRoutes } from './modules/admin/admin.routes';
import { writeAuditEntry } from './modules/admin/admin-audit/admin-audit.service';
import { registerDeclaredAudit } from './plugins/declared-audit';
import { createMediaStorage } from './lib/media-storage/create-media-storage';
import type { MediaStorage } from './lib/media-storage/media-storage';
import { accountRoutes } from './modules/account/account.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { createChannelDirectory } from './modules/community/channels/channels.service';
import { defaultCommunityLimits, type CommunityLimits } from './modules/community/community-limits';
import { createFeedCache } from './modules/community/feed/feed-cache';
import { communityRoutes } from './modules/community/community.routes';
import { forumImageRoutes } from './modules/community/images/forum-images.routes';
import { liveRoutes } from './modules/community/live/live.routes';
import { createPostFacts } from './modules/community/posts/post-facts';
import { draftRoutes } from './modules/community/drafts/drafts.routes';
import { connectionRoutes } from './modules/community/connections/connections.routes';
import { notificationRoutes } from './modules/notifications/notifications.routes';
import { contentRoutes } from './modules/content/content.routes';
import { createContentService, type ContentService } from './modules/content/content.service';
import { healthRoutes } from './modules/health/health.routes';
import { profileRoutes } from './modules/profiles/profiles.routes';
import { avatarRoutes } from './modules/profiles/avatar.routes';
import { moveLegacyAvatars } from './modules/profiles/legacy-avatars';
import { accountDeletionRoutes } from './modules/account/account-deletion.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { dataExportRoutes } from './modules/data-export/data-export.routes';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes';
import { removeMemberFromForum } from './modules/community/members/member-removal';
import { progressRoutes } from './modules/progress/progress.routes';
import { masteryRoutes } from './modules/mastery/mastery.routes';
import { insightsRoutes } from './modules/insights/insights.routes';
import { compassRoutes } from './modules/compass/compass.routes';
import { weeklyReviewRoutes } from './modules/weekly-review/weekly-review.routes';
import { billingRoutes } from './modules/billing/billing.routes';
import { createBillingDeps } from './modules/billing/billing-setup';
import { memberSessionRoutes } from './modules/account/member-sessions.routes';
import { createSettingsService, type SettingsService } from './modules/settings/settings.service';
import { toolDataRoutes } from './modules/tool-data/tool-data.routes';
import { journalSearchRoutes } from './modules/tool-data/journal-search.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { crisisLineRoutes } from './modules/help/crisis-lines.routes';
import type { PushSender } from './modules/reminders/push-sender';
import { registerReminders } from './modules/reminders/reminder-schedule';
import { startJobQueue, type JobQueue } from './lib/jobs/job-queue';
import { registerAccessControl, type RouteAccess } from './plugins/access';
import { registerCompression } from './plugins/compression';
import {
  badUrlHandler,
  registerErrorHandler,
  sendApiNotFound,
  unreadableRequestHandler,
} from './plugins/error-handler';
import { loggerOptions, requestIdFor } from './plugins/logger-options';
import { MAX_JSON_BYTES, registerJsonBodyParser } from './plugins/json-body';
import { registerMaintenanceGate } from './plugins/maintenance';
import { registerMetrics } from './plugins/metrics';
import { registerUnstorableCharacterGuard } from './plugins/unstorable-characters';
import { defaultAuthRateLimits, type AuthRateLimits } from './plugins/rate-limits';
import { registerRateLimiting } from './plugins/rate-limit-plugin';
import { buildSecurityHeaders, registerSecurity } from './plugins/security';
import { defaultWriteLimits, registerWriteLimits, type WriteLimits } from './plugins/write-limits';
import { clientInlineScriptHashes, registerClient } from './plugins/serve-client';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  authSecret: string;
  rateLimits?: AuthRateLimits;
  writeLimits?: WriteLimits;
  mailer?: Mailer;
  /**
   * What several processes share (Redis, or PostgreSQL's LISTEN/NOTIFY and tables): member stamps, changes
   * and rate-limit counters. Default: memory, for one process.
   */
  sharedState?: SharedState;
  /** Per-member forum write limits (tests switch them off or lower them). */
  communityLimits?: CommunityLimits;
  /** Called for every route as it is registered (the fuzz suite enumerates the API with it). */
  onRoute?: (route: RouteOptions) => void;
  /** Where the log goes (standard output unless given); tests read it. */
  logStream?: { write(line: string): void };
  /** Where every upload (the media library, avatars) is kept (default: from the config, S3 or DATA_DIR/media). */
  mediaStorage?: MediaStorage;
  /** Stripe's HTTP calls go through this fetch (tests fake Stripe's API with it; never the network). */
  stripeFetch?: typeof fetch;
  /** Where reminders are pushed (default: web push, signed with the app's VAPID keys). */
  pushSender?: PushSender;
  /** Serve the built client (off in API tests). */
  serveClient?: boolean;
  /** Where the built client is; dist/client unless a test brings its own. */
  clientRoot?: string;
}

export interface App {
  server: FastifyInstance;
  state: SharedState;
  auth: Auth;
  /** Sessions kept in this process (none on PostgreSQL without Redis). */
  sessions: SessionCache;
  /** Where every write reports what it changed; every cache listens. */
  changes: ChangeFeed;
  /** Every /api route with the access it declares. */
  routes: RouteAccess[];
  settings: SettingsService;
  content: ContentService;
  /** From now on /api/ready fails, so a load balancer stops sending new requests before the process closes. */
  beginShutdown(): void;
  /** One pass of the reminder scheduler, as the job queue runs it each minute (tests call it with a clock). */
  runReminderPass(now?: Date): Promise<{ made: number; sent: number }>;
  /** One pass of the weekly summary e-mail, as the job queue runs it each hour; returns how many were sent. */
  runWeeklySummaries(now?: Date): Promise<number>;
  /** One pass of the forum digest e-mail, as the job queue runs it each hour; returns how many were sent. */
  runForumDigests(now?: Date): Promise<number>;
  /** The job queue, once started after the server is ready (JOBS on); undefined otherwise. */
  jobs(): Promise<JobQueue | undefined>;
}

/** A hop count as the function Fastify would build from it: trust the n addresses nearest to us. */
function trustProxyOption(setting: Config['TRUST_PROXY']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

// Route schemas parse with generated code on the server (see lib/zod-jit).
const generatedValidatorCompiler: typeof validatorCompiler = (route) =>
  validatorCompiler({ ...route, schema: withGeneratedParsers(route.schema) });
const generatedSerializerCompiler: typeof serializerCompiler = (route) =>
  serializerCompiler({ ...route, schema: withGeneratedParsers(route.schema) });

/** Builds the whole app without listening, so tests drive it with inject(). */
export async function buildApp(options: AppOptions): Promise<App> {
  const { config, database } = options;
  const clientRoot = options.clientRoot ?? clientDistFolder;
  const securityHeaders = buildSecurityHeaders({
    https: config.APP_URL.startsWith('https://'),
    inlineScriptHashes: options.serveClient === false ? [] : clientInlineScriptHashes(clientRoot),
  });
  const server = Fastify({
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    // A malformed or overlong address gets the API's error body, not Fastify's own.
    frameworkErrors: badUrlHandler(securityHeaders),
    clientErrorHandler: unreadableRequestHandler(securityHeaders),
    bodyLimit: MAX_JSON_BYTES,
    // A proxy's well-formed X-Request-Id, or a new UUID: the reqId of every line the request logs.
    genReqId: requestIdFor,
    logger: loggerOptions(config, options.logStream),
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) server.addHook('onRoute', options.onRoute);
  server.setValidatorCompiler(generatedValidatorCompiler);
  server.setSerializerCompiler(generatedSerializerCompiler);
  registerErrorHandler(server);
  registerJsonBodyParser(server);
  registerUnstorableCharacterGuard(server);

  await server.register(swagger, {
    openapi: { info: { title: 'Design Your Life API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await registerCompression(server);
  registerSecurity(server, {
    allowedOrigins: [config.APP_URL, ...(config.NODE_ENV === 'development' ? ['http://localhost:5173'] : [])],
    headers: securityHeaders,
  });

  const { db } = database;
  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      mailDir: join(config.DATA_DIR, 'mail'),
      logger: server.log,
    });
  // Member stamps, changes and rate-limit counters: in memory, in PostgreSQL or in Redis for many processes.
  const state = options.sharedState ?? createMemoryState();
  const rateStore = state.rates;
  const changes = createChangeFeed(state, { log: server.log });
  registerDeclaredChanges(server, changes);
  const cacheMetrics = await registerMetrics(server, { token: config.METRICS_TOKEN, database });
  // Sessions cached against stamps every process sees (in Redis, in the database or, for PGlite, in this process),
  // read on every request: a revocation anywhere is refused on the very next request.
  const sessions = createSessionCache(state.stamps, { metrics: cacheMetrics });
  changes.onReset(() => sessions.clear());
  const auth = createAuth({
    db,
    appUrl: config.APP_URL,
    secret: options.authSecret,
    mailer,
    logger: server.log,
  });
  const settings = createSettingsService(db, changes);
  const content = createContentService(db, changes);
  // One storage of uploads for every process: the admin's media and the members' avatars.
  const media = options.mediaStorage ?? createMediaStorage(config);
  await moveLegacyAvatars(join(config.DATA_DIR, 'avatars'), media, server.log);

  const routes = registerAccessControl(server, {
    renewSession: (headers) => renewSession(auth, headers),
    lookup: createSessionLookup({
      db,
      secret: options.authSecret,
      cookieName: (await auth.$context).authCookies.sessionToken.name,
      cache: sessions,
      expiresIn: SESSION_EXPIRES_IN,
      updateAge: SESSION_UPDATE_AGE,
    }),
    logAdminCheck: (message, detail) => server.log.warn({ detail }, message),
  });
  registerDeclaredAudit(server, { db, write: writeAuditEntry });
  await registerRateLimiting(server, { store: rateStore });
  registerWriteLimits(server, { limits: options.writeLimits ?? defaultWriteLimits });
  registerMaintenanceGate(server, { settings });

  let shuttingDown = false;
  await server.register(healthRoutes, { db, state, changes, shuttingDown: () => shuttingDown });
  await server.register(accountRoutes, {
    deps: { auth, db, appUrl: config.APP_URL, mailer, rateStore },
    rateLimits: options.rateLimits ?? defaultAuthRateLimits,
  });
  await server.register(profileRoutes, { db });
  await server.register(avatarRoutes, { db, media });
  const channels = createChannelDirectory(db, changes);
  const billing = await createBillingDeps({
    config,
    db,
    content,
    mailer,
    forumChannels: () => channels.list(),
    stripeFetch: options.stripeFetch,
  });
  // A member leaving (or removed by an admin) is never charged again: the deletion ends their renewing plan.
  const endPaidPlan = (tx: Transaction, userId: string) =>
    billing.provider.endForLeavingMember(tx, { userId });
  await server.register(dashboardRoutes, { db, content });
  await server.register(dataExportRoutes, { db, content });
  await server.register(onboardingRoutes, { db, content });
  await server.register(accountDeletionRoutes, {
    db,
    endPaidPlan,
    auth,
    media,
    mailer,
    appUrl: config.APP_URL,
    // A member leaving keeps their posts as by 'Former member' unless they choose to remove them too; their
    // likes and votes go either way.
    beforeDelete: [
      (tx, userId, choice) => removeMemberFromForum({ force: choice.removeCommunityContent })(tx, userId),
    ],
  });
  await server.register(memberSessionRoutes, { db });
  await server.register(progressRoutes, { db, content });
  await server.register(masteryRoutes, { db, content });
  await server.register(insightsRoutes, { db });
  await server.register(compassRoutes, { db, content });
  await server.register(weeklyReviewRoutes, { db, content });
  await server.register(billingRoutes, billing);
  await server.register(settingsRoutes, { settings });
  await server.register(crisisLineRoutes, { db });
  const schedule = await registerReminders(server, {
    db,
    mailer,
    config,
    ...(options.pushSender ? { pushSender: options.pushSender } : {}),
  });
  // Scheduled work (reminders each minute) runs on a job queue in the database, in every process that has
  // JOBS on; pg-boss runs each scheduled job once across them. It starts once the server is ready without
  // holding up listening (its first start installs its schema), and stops with the server.
  let jobs: Promise<JobQueue | undefined> = Promise.resolve(undefined);
  if (config.JOBS === 'on') {
    server.addHook('onReady', async () => {
      jobs = startJobQueue(database, schedule.jobs, server.log).catch((error: unknown) => {
        server.log.error(
          { err: error },
          'the job queue did not start: no reminders are sent by this process',
        );
        return undefined;
      });
    });
    server.addHook('onClose', async () => (await jobs)?.stop());
  }
  await server.register(contactRoutes, { db });
  await server.register(contentRoutes, { content });
  await server.register(toolDataRoutes, { db, content, cacheMetrics });
  await server.register(journalSearchRoutes, { db, content });
  const communityLimits = options.communityLimits ?? defaultCommunityLimits;
  const communityDeps = {
    db,
    channels,
    limits: communityLimits,
    feed: createFeedCache(changes, cacheMetrics),
    postFacts: createPostFacts(db),
  };
  await server.register(communityRoutes, { deps: communityDeps });
  await server.register(liveRoutes, { deps: communityDeps, changes });
  await server.register(draftRoutes, { db });
  await server.register(forumImageRoutes, { db, media, limits: communityLimits });
  await server.register(connectionRoutes, { db });
  await server.register(notificationRoutes, { db });
  await server.register(adminRoutes, {
    db,
    auth,
    endPaidPlan,
    media,
  });
  server.get('/api/docs', { config: { access: 'public' }, schema: { hide: true } }, async () =>
    server.swagger(),
  );

  if (options.serveClient === false) server.setNotFoundHandler(sendApiNotFound);
  else await registerClient(server, { root: clientRoot });
  return {
    server,
    state,
    auth,
    sessions,
    changes,
    routes,
    settings,
    content,
    beginShutdown: () => {
      shuttingDown = true;
    },
    runReminderPass: schedule.runReminders,
    runWeeklySummaries: schedule.runWeeklySummaries,
    runForumDigests: schedule.runForumDigests,
    jobs: () => jobs,
  };
}
