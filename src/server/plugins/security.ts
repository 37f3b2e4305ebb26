import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Security headers, a strict CSP, same-origin writes and no caching of anything personal. */
export async function registerSecurity(
  app: FastifyInstance,
  options: { allowedOrigins: string[] },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and Recharts set element style attributes; no inline <style> or <script> tags are served.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });

  const allowed = new Set(options.allowedOrigins);
  app.addHook('onRequest', async (request) => {
    if (!MUTATING.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    // Browsers send Origin on every cross-site write; a request without one did not come from another site.
    if (origin === undefined) return;
    const ownOrigin = `${request.protocol}://${request.host}`;
    if (origin !== ownOrigin && !allowed.has(origin)) {
      throw new AppError(403, 'bad_origin', 'Requests from another site are not accepted.');
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
