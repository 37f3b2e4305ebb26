import { lazy, Suspense, useEffect, type ComponentType } from 'react';

/**
 * A component whose heavy part (a drag library, say) loads apart from the page's first load. `Basic` renders the
 * same props without it, if it cannot load (offline), so the page never fails for it. `Loading` is shown while
 * it loads: by default `Basic` too, which puts the content on screen at once but remounts it when the heavy part
 * arrives; a placeholder instead keeps what a member does (focus, an open panel) from being reset by that swap.
 * `preload()` starts the load early, beside a page's data request; mounting the component starts it too.
 */
export function progressive<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Basic: ComponentType<P>,
  Loading: ComponentType<P> = Basic,
) {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().catch((failure: unknown) => {
      loading = undefined;
      throw failure;
    });
    return loading;
  };
  const Enhanced = lazy<ComponentType<P>>(async () => {
    try {
      return { default: await preload() };
    } catch {
      return { default: Basic };
    }
  });
  function Progressive(props: P) {
    useEffect(() => {
      preload().catch(() => undefined);
    }, []);
    return (
      <Suspense fallback={<Loading {...props} />}>
        <Enhanced {...props} />
      </Suspense>
    );
  }
  return Object.assign(Progressive, { preload });
}
