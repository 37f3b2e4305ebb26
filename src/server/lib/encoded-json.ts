import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

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
 * A JSON body serialised once and compressed once per encoding, on first demand, off the event loop.
 * Hot read-mostly answers (the content bundle) are served from it instead of being rebuilt per request.
 */
export class EncodedJson {
  private readonly variants = new Map<Encoding, Promise<Buffer>>();
  readonly identity: Buffer;

  constructor(value: unknown) {
    this.identity = Buffer.from(JSON.stringify(value));
    this.variants.set('identity', Promise.resolve(this.identity));
  }

  body(encoding: Encoding): Promise<Buffer> {
    let variant = this.variants.get(encoding);
    if (!variant) {
      variant =
        encoding === 'br'
          ? brotli(this.identity, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 9,
                [constants.BROTLI_PARAM_SIZE_HINT]: this.identity.length,
              },
            })
          : gzipAsync(this.identity, { level: 9 });
      this.variants.set(encoding, variant);
    }
    return variant;
  }
}
