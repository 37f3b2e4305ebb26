import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants as zlibConstants } from 'node:zlib';

/**
 * Answers are compressed only when it pays: one that fits a single packet (about 1.4 KB) goes plain, larger ones
 * at brotli's level 2 (gzip's 1 for the rare client without brotli). The plugin's default, brotli 4, took twice
 * the CPU for the same bytes on our JSON; static files are precompressed at their best level by the build.
 */
export async function registerCompression(server: FastifyInstance): Promise<void> {
  await server.register(compress, {
    threshold: 1400,
    brotliOptions: {
      params: {
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_QUALITY]: 2,
      },
    },
    zlibOptions: { level: 1 },
  });
}
