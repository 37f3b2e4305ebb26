import { existsSync } from 'node:fs';
import { join } from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { clientDistFolder } from './db/paths';
import { createMailer, type Mailer } from './mail/mailer';
import { createAuth, SESSION_EXPIRES_IN, SESSION_UPDATE_AGE, type Auth } from './modules/auth/auth';
import {
  createLocalGenerations,
  createSessionCache,
  noSessionCache,
  type GenerationStore,
  type SessionCache,
} from './modules/auth/session-cache';
import { createSessionLookup } from './modules/auth/session-lookup';
import { accountRoutes } from './modules/auth/account.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { contentRoutes } from './modules/content/content.routes';
import { createContentService, type ContentService } from './modules/content/content.service';
import { healthRoutes } from './modules/health/health.routes';
import { profileRoutes } from './modules/profiles/profiles.routes';
import { avatarRoutes } from './modules/profiles/avatar.routes';
import { createDiskAvatarStorage } from './modules/profiles/avatar-storage';
import { meRoutes } from './modules/me/me.routes';
import { progressRoutes } from './modules/progress/progress.routes';
import { billingRoutes } from './modules/billing/billing.routes';
import { createBillingDeps } from './modules/billing/billing-setup';
import { memberSessionRoutes } from './modules/profiles/member-sessions.routes';
import { createSettingsService, type SettingsService } from './modules/settings/settings.service';
import { toolDataRoutes } from './modules/tool-data/tool-data.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { registerAccessControl, type RouteAccess } from './plugins/access';
import { registerErrorHandler, sendApiNotFound, sendBadUrl } from './plugins/error-handler';
import { registerMaintenanceGate } from './plugins/maintenance';
import { registerUnstorableCharacterGuard } from './plugins/unstorable-characters';
import { defaultAuthRateLimits, registerRateLimiting, type AuthRateLimits } from './plugins/rate-limits';
import { registerSecurity } from './plugins/security';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  authSecret: string;
  rateLimits?: AuthRateLimits;
  mailer?: Mailer;
  /**
   * Shared per-member generations (Redis in production) that let sessions be cached by several processes.
   * Without it, PGlite caches in this process and a PostgreSQL server reads each session (one query).
   */
  generations?: GenerationStore;
  /** Serve the built client from dist/client (off in API tests). */
  serveClient?: boolean;
}

export interface App {
  server: FastifyInstance;
  auth: Auth;
  /** Where every change to a member's sessions, tier or profile is announced, so caches drop them. */
  sessions: SessionCache;
  /** Every /api route with the access it declares. */
  routes: RouteAccess[];
  settings: SettingsService;
  content: ContentService;
}

/** Strips the query string: it can hold a reset token, and logs must never carry one. */
function urlForLog(url: string): string {
  return url.split('?')[0] ?? url;
}

/** Builds the whole app without listening, so tests drive it with inject(). */
export async function buildApp(options: AppOptions): Promise<App> {
  const { config, database } = options;
  const server = Fastify({
    trustProxy: config.TRUST_PROXY,
    // A malformed or overlong address gets the API's error body, not Fastify's own.
    frameworkErrors: sendBadUrl,
    bodyLimit: 1024 * 1024,
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      serializers: {
        req: (req: { method: string; url: string; ip?: string }) => ({
          method: req.method,
          url: urlForLog(req.url),
        }),
      },
    },
  }).withTypeProvider<ZodTypeProvider>();
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(server);
  registerUnstorableCharacterGuard(server);

  await server.register(swagger, {
    openapi: { info: { title: 'Design Your Life API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await server.register(compress, { threshold: 1024 });
  await registerSecurity(server, {
    allowedOrigins: [config.APP_URL, ...(config.NODE_ENV === 'development' ? ['http://localhost:5173'] : [])],
  });
  await registerRateLimiting(server);

  const { db } = database;
  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      mailDir: join(config.DATA_DIR, 'mail'),
      logger: server.log,
    });
  // PGlite has one process, so sessions can be cached in it. A PostgreSQL server may be shared by several
  // processes: without a shared store to announce revocations, each request reads its session (one query).
  const generations =
    options.generations ?? (database.kind === 'pglite' ? createLocalGenerations() : undefined);
  const sessions = generations ? createSessionCache(generations) : noSessionCache;
  const auth = createAuth({
    db,
    appUrl: config.APP_URL,
    secret: options.authSecret,
    mailer,
    logger: server.log,
    onMemberChanged: (userId) => sessions.invalidateUser(userId),
  });
  const settings = createSettingsService(db);
  const content = createContentService(db);

  const routes = registerAccessControl(server, {
    auth,
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
  registerMaintenanceGate(server, { settings });

  await server.register(healthRoutes, { db });
  await server.register(accountRoutes, {
    deps: { auth, db, appUrl: config.APP_URL },
    rateLimits: options.rateLimits ?? defaultAuthRateLimits,
  });
  await server.register(profileRoutes, { db, sessions });
  const avatars = createDiskAvatarStorage(join(config.DATA_DIR, 'avatars'));
  await server.register(avatarRoutes, { db, sessions, avatars });
  await server.register(meRoutes, { db, auth, sessions, avatars, content });
  await server.register(memberSessionRoutes, { db, sessions });
  await server.register(progressRoutes, { db, content });
  await server.register(billingRoutes, createBillingDeps({ config, db, sessions, content }));
  await server.register(settingsRoutes, { settings });
  await server.register(contactRoutes, { db });
  await server.register(contentRoutes, { content });
  await server.register(toolDataRoutes, { db, content });
  server.get('/api/docs', { config: { access: 'public' }, schema: { hide: true } }, async () =>
    server.swagger(),
  );

  if (options.serveClient === false) server.setNotFoundHandler(sendApiNotFound);
  else registerClient(server);
  return { server, auth, sessions, routes, settings, content };
}

/** The built SPA: hashed assets cached for a year, every other GET answered with index.html. */
function registerClient(server: FastifyInstance): void {
  if (!existsSync(join(clientDistFolder, 'index.html'))) {
    server.log.warn('dist/client is missing: run `npm run build` to serve the app');
    return;
  }
  server.register(fastifyStatic, {
    root: clientDistFolder,
    wildcard: false,
    index: false,
    setHeaders: (res, path) => {
      res.header(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  // The spec spells this path with a space; the plain spelling redirects to it.
  server.get('/legal-disclaimer', async (_request, reply) => reply.redirect('/legal-%20disclaimer', 301));
  server.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.method !== 'GET') return sendApiNotFound(request, reply);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
