import { useCallback, useEffect, useRef, useState } from 'react';
import { ChunkLoadError, classifyChunkFailure, type ChunkFailure } from '@client/lib/chunk-load';

/** The waits between automatic retries of a chunk that did not load: soon at first, then every 30 s. */
export const RECOVERY_DELAYS_MS = [2_000, 4_000, 8_000, 16_000, 30_000] as const;

/** Without a way to load the chunk again, the server answering is the sign that a reload will work. */
async function reachServer(): Promise<void> {
  const response = await fetch('/', { method: 'HEAD', cache: 'no-store' });
  if (!response.ok) throw new Error(`The server answered ${response.status}.`);
}

/**
 * Brings back what a failed chunk download left out: tries again when the device comes back online, on a
 * growing delay while the server is out of reach, and when the member asks (`retryNow`); calls `onRecovered`
 * once the chunk is in. A chunk a release removed (`stale`) is not retried: only a reload helps then.
 */
export function useChunkRecovery(error: unknown, onRecovered: () => void) {
  const [failure, setFailure] = useState<ChunkFailure | null>(() => (navigator.onLine ? null : 'offline'));
  const [retrying, setRetrying] = useState(false);
  const recovered = useRef(onRecovered);
  const retryNow = useRef<() => void>(() => undefined);
  useEffect(() => {
    recovered.current = onRecovered;
  });

  useEffect(() => {
    let stopped = false;
    let stale = false;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const reload =
      error instanceof ChunkLoadError
        ? error.reload
        : () => reachServer().then(() => window.location.reload());
    const settle = (kind: ChunkFailure) => {
      if (stopped) return;
      clearTimeout(timer);
      stale = kind === 'stale';
      setFailure(kind);
      // Offline, the `online` event starts the next try; nothing is asked of the network meanwhile.
      if (kind !== 'unreachable') return;
      const delay = RECOVERY_DELAYS_MS[Math.min(attempt, RECOVERY_DELAYS_MS.length - 1)];
      attempt += 1;
      timer = setTimeout(() => void run(), delay);
    };
    const run = async () => {
      clearTimeout(timer);
      if (stopped || stale) return;
      if (!navigator.onLine) return settle('offline');
      setRetrying(true);
      try {
        await reload();
        if (!stopped) recovered.current();
      } catch (failed) {
        settle(await classifyChunkFailure(failed));
      } finally {
        if (!stopped) setRetrying(false);
      }
    };
    retryNow.current = () => void run();
    const handleOnline = () => void run();
    const handleOffline = () => settle('offline');
    window.addEventListener('online', handleOnline);
    window.addEventListener('offline', handleOffline);
    void classifyChunkFailure(error).then(settle);
    return () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener('online', handleOnline);
      window.removeEventListener('offline', handleOffline);
    };
  }, [error]);

  return { failure, retrying, retryNow: useCallback(() => retryNow.current(), []) };
}
