type Waiter<V> = { resolve: (value: V | undefined) => void; reject: (error: unknown) => void };

export interface BatchLoader<K, V> {
  load(key: K): Promise<V | undefined>;
}

/**
 * Gathers the keys asked for in one turn of the event loop and loads them with one call (DataLoader's idea,
 * without its cache): every load starts after the request that asked for it arrived, so it sees every change
 * committed before then. A failed call fails every load that waited on it.
 */
export function createBatchLoader<K, V>(
  loadMany: (keys: K[]) => Promise<Map<K, V>>,
  options: { maxBatch: number },
): BatchLoader<K, V> {
  let waiting: Map<K, Waiter<V>[]> | null = null;

  async function flush(batch: Map<K, Waiter<V>[]>): Promise<void> {
    try {
      const values = await loadMany([...batch.keys()]);
      for (const [key, waiters] of batch) for (const waiter of waiters) waiter.resolve(values.get(key));
    } catch (error) {
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
    }
  }

  return {
    load(key) {
      return new Promise<V | undefined>((resolve, reject) => {
        if (!waiting || waiting.size >= options.maxBatch) {
          const batch = new Map<K, Waiter<V>[]>();
          waiting = batch;
          setImmediate(() => {
            if (waiting === batch) waiting = null;
            void flush(batch);
          });
        }
        const waiters = waiting.get(key);
        if (waiters) waiters.push({ resolve, reject });
        else waiting.set(key, [{ resolve, reject }]);
      });
    },
  };
}
