import type * as z from '@shared/api/zod-mini';
import { loadChunk } from './chunk-load';

/**
 * A shared schema taken from its module on first use. The shell's API calls name their schemas this way so
 * that zod (about 12 KiB gzipped as zod/mini) is not part of the first-load JS: its chunk is fetched alongside
 * the first answer, which is then checked exactly as before. A download that fails is retried (loadChunk) and
 * not kept: the next call downloads again, so the API works once the connection is back.
 */
export function lazySchema<M extends Record<K, z.core.$ZodType>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): () => Promise<M[K]> {
  let loaded: Promise<M[K]> | undefined;
  return () =>
    (loaded ??= loadChunk(load).then(
      (module) => module[name],
      (failure: unknown) => {
        loaded = undefined;
        throw failure;
      },
    ));
}
