import { join } from 'node:path';
import compress from '@fastify/compress';
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
import { registerErrorHandler, sendApiNotFound, sendBadUrl } from './plugins/error-handler';
import { registerMaintenanceGate } from './plugins/maintenance';
import { registerUnstorableCharacterGuard } from './plugins/unstorable-characters';
import { defaultAuthRateLimits, registerRateLimiting, type AuthRateLimits } from './plugins/rate-limits';
import { registerSecurity } from './plugins/security';
import { registerClient } from './plugins/serve-client';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  authSecret: string;
  rateLimits?: AuthRateLimits;
  mailer?: Mailer;
  /** Serve the built client (off in API tests). */
  serveClient?: boolean;
  /** Where the built client is; dist/client unless a test brings its own. */
  clientRoot?: string;
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
  registerMaintenanceGate(server, { settings });

  await server.register(healthRoutes, { db });
  await server.register(accountRoutes, {
    deps: { auth, db, appUrl: config.APP_URL },
    rateLimits: options.rateLimits ?? defaultAuthRateLimits,
  });
  await server.register(profileRoutes, { db });
  await server.register(settingsRoutes, { settings });
  await server.register(contactRoutes, { db });
  await server.register(contentRoutes, { db, content });
  await server.register(toolDataRoutes, { db, content });
  server.get('/api/docs', { schema: { hide: true } }, async () => server.swagger());

  if (options.serveClient === false) server.setNotFoundHandler(sendApiNotFound);
  else await registerClient(server, { root: options.clientRoot ?? clientDistFolder });
  return { server, auth, settings, content };
}
