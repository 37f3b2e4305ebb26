import { lazy, useState, type ComponentType } from 'react';
import { ChunkLoadError, isChunkLoadError, loadChunk } from './chunk-load';

/** A lazily loaded component, with the call that starts (or retries) loading its chunk. */
export type LazyChunk<P extends object> = ComponentType<P> & { preload: () => Promise<ComponentType<P>> };

/**
 * A component whose code is downloaded on first render (or on `preload`), like React.lazy, but one that can
 * recover: a download that fails is retried (loadChunk), then thrown as a ChunkLoadError whose `reload` tries
 * again, for a ChunkBoundary or the route's error page to show and call. React.lazy keeps a failure for good;
 * here a later `preload` starts afresh, and once the code is in the component renders it directly, without
 * suspending (a page whose module is in shows at once, not after a spinner).
 */
export function lazyChunk<P extends object>(load: () => Promise<ComponentType<P>>): LazyChunk<P> {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = (): Promise<ComponentType<P>> =>
    (loading ??= loadChunk(load).then(
      (component) => (Loaded = component),
      (failure: unknown) => {
        loading = undefined;
        throw isChunkLoadError(failure) ? new ChunkLoadError(failure, preload) : failure;
      },
    ));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function LazyComponent(props: P) {
    // Chosen once per mount: switching from Lazy to Loaded on a later render would remount what it shows.
    const [Component] = useState(() => Loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(LazyComponent, { preload });
}
