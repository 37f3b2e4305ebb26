import { useCallback, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { loadChunk } from './chunk-load';

/** The attribute that names a control across the swap to the enhanced component, so its focus survives it. */
export const FOCUS_KEY_ATTRIBUTE = 'data-focus-key';

/** What the basic component gets besides its own props: a call to make when the member reaches for the feature. */
export interface IntentProps {
  onIntent: () => void;
}

function focusedKey(): string | null {
  const active = document.activeElement;
  return active instanceof HTMLElement ? active.getAttribute(FOCUS_KEY_ATTRIBUTE) : null;
}

/**
 * A component whose heavy part (a drag library, say) loads only when the member reaches for it, not with the
 * page: `Basic` renders the same props without it and calls `onIntent` when the member points at, touches or
 * focuses the control that needs it; the heavy part is then loaded and replaces `Basic`. The swap mounts the
 * content afresh, so the control that had the focus (marked with FOCUS_KEY_ATTRIBUTE) gets it back. If the heavy
 * part cannot load (offline), `Basic` stays and the next intent tries again. Once loaded, every later instance
 * starts enhanced.
 */
export function onDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Basic: ComponentType<P & IntentProps>,
) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= loadChunk(load).then(
      (component) => (loaded = component),
      (failure: unknown) => {
        loading = undefined;
        throw failure;
      },
    );
    return loading;
  };

  function OnDemand(props: P) {
    const [Enhanced, setEnhanced] = useState<ComponentType<P> | undefined>(() => loaded);
    const refocus = useRef<string | null>(null);
    const handleIntent = useCallback(() => {
      preload().then(
        (component) => {
          refocus.current = focusedKey();
          setEnhanced(() => component);
        },
        () => undefined,
      );
    }, []);
    useLayoutEffect(() => {
      const key = refocus.current;
      refocus.current = null;
      if (!Enhanced || key === null) return;
      document.querySelector<HTMLElement>(`[${FOCUS_KEY_ATTRIBUTE}="${CSS.escape(key)}"]`)?.focus();
    }, [Enhanced]);
    return Enhanced ? <Enhanced {...props} /> : <Basic {...props} onIntent={handleIntent} />;
  }
  return Object.assign(OnDemand, { preload });
}

/** The handlers a control spreads to call `onIntent` when it is pointed at, pressed, touched or focused. */
export function intentListeners(onIntent: () => void) {
  return {
    onPointerEnter: onIntent,
    onPointerDown: onIntent,
    onTouchStart: onIntent,
    onFocus: onIntent,
  };
}
