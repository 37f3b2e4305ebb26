import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding the client accepts: brotli, then gzip, else none (q=0 refuses one). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.find((p) => p.trim().startsWith('q='));
    if (name && !(q && Number(q.trim().slice(2)) === 0)) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}

/**
 * How hard to compress: 'max' for a body served many times over (the content bundle), 'fast' for one kept a
 * short while for one member (a feed page), at the effort the app's compression spends on a response (brotli 2,
 * gzip 1: brotli 4 took twice the CPU for the same bytes on our JSON).
 */
export type Effort = 'max' | 'fast';

const BROTLI_QUALITY: Record<Effort, number> = { max: 9, fast: 2 };
const GZIP_LEVEL: Record<Effort, number> = { max: 9, fast: 1 };

/** Bodies that fit one packet go out as they are, as the app's compression threshold does. */
const COMPRESS_THRESHOLD = 1400;
/**
 * Bodies up to this size are compressed on the event loop: a feed page (15 KB) takes about 0.2 ms, less than
 * the round trip to zlib's thread pool and back, which was a fifth of a feed page's time.
 */
const SYNC_COMPRESS_LIMIT = 64 * 1024;

/**
 * A JSON body serialised once and compressed once per encoding, on first demand, off the event loop.
 * Hot read-mostly answers (the content bundle, cached feed pages) are served from it instead of being
 * serialised, checked and compressed again per request.
 */
export class EncodedJson {
  private readonly variants = new Map<Encoding, Promise<Buffer>>();
  readonly identity: Buffer;

  constructor(
    value: unknown,
    private readonly effort: Effort = 'max',
  ) {
    this.identity = Buffer.from(JSON.stringify(value));
    this.variants.set('identity', Promise.resolve(this.identity));
  }

  body(encoding: Encoding): Promise<Buffer> {
    let variant = this.variants.get(encoding);
    if (!variant) {
      const brotliOptions = {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[this.effort],
          [constants.BROTLI_PARAM_SIZE_HINT]: this.identity.length,
        },
      };
      const gzipOptions = { level: GZIP_LEVEL[this.effort] };
      if (this.identity.length <= SYNC_COMPRESS_LIMIT) {
        variant = Promise.resolve(
          encoding === 'br'
            ? brotliCompressSync(this.identity, brotliOptions)
            : gzipSync(this.identity, gzipOptions),
        );
      } else {
        variant =
          encoding === 'br' ? brotli(this.identity, brotliOptions) : gzipAsync(this.identity, gzipOptions);
      }
      this.variants.set(encoding, variant);
    }
    return variant;
  }
}

/**
 * Sends an EncodedJson in the best encoding the client accepts. The bytes go out as they are: Fastify's
 * serializer (and the response schema's check) is skipped, so build the body only from values already typed
 * by the shared schema, and declare that schema on the route for its documentation.
 */
export async function sendEncodedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  json: EncodedJson,
): Promise<FastifyReply> {
  reply.header('vary', 'accept-encoding');
  const wanted = chooseEncoding(request.headers['accept-encoding']);
  const encoding = json.identity.length < COMPRESS_THRESHOLD ? 'identity' : wanted;
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.type('application/json; charset=utf-8').send(await json.body(encoding));
}
