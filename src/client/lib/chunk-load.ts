/**
 * Lazy chunks (a page, a dialog, a panel) that fail to download: told apart from other errors, tried again, and
 * classified for the member. Offline, or with the server down, a chunk fails exactly as it does after a release
 * removed it; only a release deserves "A new version is ready".
 */

/** A chunk that could not be downloaded, as Chromium, Firefox and Safari word it (and as Vite does for CSS). */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|module script failed|Unable to preload CSS/i.test(error.message);
}

/** A chunk that failed to load even after retries, carrying the way to try it again. */
export class ChunkLoadError extends Error {
  constructor(
    cause: unknown,
    /** Loads the chunk again; resolves once it is in. */
    readonly reload: () => Promise<unknown>,
  ) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'ChunkLoadError';
  }
}

/** The waits before the two quick retries of a chunk (a dropped packet, a server restarting). */
export const CHUNK_RETRY_DELAYS_MS = [300, 1_000] as const;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Loads a chunk, trying again twice after a download failure while the device is online (a browser fetches a
 * failed module again on the next import()). Offline it fails at once: the page says so and waits for the
 * connection instead. Other errors (the module threw) are not retried.
 */
export async function loadChunk<T>(
  load: () => Promise<T>,
  delays: readonly number[] = CHUNK_RETRY_DELAYS_MS,
) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      const delay = delays[attempt];
      if (delay === undefined || !isChunkLoadError(error) || !navigator.onLine) throw error;
      await wait(delay);
    }
  }
}

/** Why a chunk did not load: no network, the server out of reach, or a release that removed it. */
export type ChunkFailure = 'offline' | 'unreachable' | 'stale';

/** The chunk's address, when the browser names it in the error (Chromium and Firefox do, Safari does not). */
function chunkUrl(error: unknown): string | null {
  const message = error instanceof Error ? error.message : '';
  return /(https?:\/\/\S+|\/assets\/\S+)/.exec(message)?.[1]?.replace(/[.,;]$/, '') ?? null;
}

/**
 * Asks the server about the chunk itself (HEAD, past every cache): 404 means a release removed it; no answer
 * means the server or the network is down. Without its address, the app's page stands in: if the server
 * answers, the chunk is most likely gone.
 */
export async function classifyChunkFailure(error: unknown): Promise<ChunkFailure> {
  if (!navigator.onLine) return 'offline';
  const url = chunkUrl(error);
  try {
    const response = await fetch(url ?? '/', { method: 'HEAD', cache: 'no-store' });
    if (url === null) return response.ok ? 'stale' : 'unreachable';
    return response.status === 404 || response.status === 410 ? 'stale' : 'unreachable';
  } catch {
    return navigator.onLine ? 'unreachable' : 'offline';
  }
}
