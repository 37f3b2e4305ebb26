import { existsSync } from 'node:fs';
import { join } from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
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
import { createAuth, type Auth } from './modules/auth/auth';
import { accountRoutes } from './modules/auth/account.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { contentRoutes } from './modules/content/content.routes';
import { createContentService, type ContentService } from './modules/content/content.service';
import { healthRoutes } from './modules/health/health.routes';
import { isAdmin } from './modules/profiles/admin-check';
import { findRoleById } from './modules/profiles/profiles.repository';
import { profileRoutes } from './modules/profiles/profiles.routes';
import { createSettingsService, type SettingsService } from './modules/settings/settings.service';
import { toolDataRoutes } from './modules/tool-data/tool-data.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { registerAuthContext } from './plugins/auth-context';
import { badUrlHandler, registerErrorHandler, sendApiNotFound } from './plugins/error-handler';
import { serializeErrorForLog } from './plugins/error-log';
import { MAX_JSON_BYTES, registerJsonBodyParser } from './plugins/json-body';
import { registerMaintenanceGate } from './plugins/maintenance';
import { registerUnstorableCharacterGuard } from './plugins/unstorable-characters';
import { defaultAuthRateLimits, type AuthRateLimits } from './plugins/rate-limits';
import { createMemoryRateStore, type RateStore } from './plugins/rate-store';
import { buildSecurityHeaders, registerSecurity } from './plugins/security';
import { defaultWriteLimits, registerWriteLimits, type WriteLimits } from './plugins/write-limits';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  authSecret: string;
  rateLimits?: AuthRateLimits;
  writeLimits?: WriteLimits;
  /** Where rate-limit counters live (in memory unless given). */
  rateStore?: RateStore;
  mailer?: Mailer;
  /** Called for every route as it is registered (the fuzz suite enumerates the API with it). */
  onRoute?: (route: RouteOptions) => void;
  /** Where the log goes (standard output unless given); tests read it. */
  logStream?: { write(line: string): void };
  /** Serve the built client from dist/client (off in API tests). */
  serveClient?: boolean;
}

export interface App {
  server: FastifyInstance;
  auth: Auth;
  settings: SettingsService;
  content: ContentService;
}

/** Strips the query string: it can hold a reset token, and logs must never carry one. */
function urlForLog(url: string): string {
  return url.split('?')[0] ?? url;
}

/** A hop count as the function Fastify would build from it: trust the n addresses nearest to us. */
function trustProxyOption(setting: Config['TRUST_PROXY']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

/** Builds the whole app without listening, so tests drive it with inject(). */
export async function buildApp(options: AppOptions): Promise<App> {
  const { config, database } = options;
  const securityHeaders = buildSecurityHeaders({ https: config.APP_URL.startsWith('https://') });
  const server = Fastify({
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    // A malformed or overlong address gets the API's error body, not Fastify's own.
    frameworkErrors: badUrlHandler(securityHeaders),
    bodyLimit: MAX_JSON_BYTES,
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      ...(options.logStream ? { stream: options.logStream } : {}),
      serializers: {
        err: serializeErrorForLog,
        req: (req: { method: string; url: string; ip?: string }) => ({
          method: req.method,
          url: urlForLog(req.url),
        }),
      },
    },
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) server.addHook('onRoute', options.onRoute);
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(server);
  registerJsonBodyParser(server);
  registerUnstorableCharacterGuard(server);

  await server.register(swagger, {
    openapi: { info: { title: 'Design Your Life API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await server.register(compress, { threshold: 1024 });
  registerSecurity(server, {
    allowedOrigins: [config.APP_URL, ...(config.NODE_ENV === 'development' ? ['http://localhost:5173'] : [])],
    headers: securityHeaders,
  });

  const { db } = database;
  const rateStore = options.rateStore ?? createMemoryRateStore();
  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      mailDir: join(config.DATA_DIR, 'mail'),
      logger: server.log,
    });
  const auth = createAuth({
    db,
    appUrl: config.APP_URL,
    secret: options.authSecret,
    mailer,
    logger: server.log,
  });
  const settings = createSettingsService(db);
  const content = createContentService(db);

  registerAuthContext(server, {
    auth,
    isAdmin: (userId) =>
      isAdmin(
        {
          findRole: (id) => findRoleById(db, id),
          logError: (message, detail) => server.log.warn({ detail }, message),
        },
        userId,
      ),
  });
  registerWriteLimits(server, { store: rateStore, limits: options.writeLimits ?? defaultWriteLimits });
  registerMaintenanceGate(server, { settings });

  await server.register(healthRoutes, { db });
  await server.register(accountRoutes, {
    deps: { auth, db, appUrl: config.APP_URL, mailer, rateStore },
    rateLimits: options.rateLimits ?? defaultAuthRateLimits,
  });
  await server.register(profileRoutes, { db });
  await server.register(settingsRoutes, { settings });
  await server.register(contactRoutes, { db });
  await server.register(contentRoutes, { db, content });
  await server.register(toolDataRoutes, { db, content });
  server.get('/api/docs', { schema: { hide: true } }, async () => server.swagger());

  if (options.serveClient === false) server.setNotFoundHandler(sendApiNotFound);
  else registerClient(server);
  return { server, auth, settings, content };
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
