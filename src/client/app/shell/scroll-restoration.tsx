import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'scroll-positions';
/** Enough for a long session's back and forth; the oldest are dropped first. */
const MAX_KEPT = 100;

function readKept(): Map<string, number> {
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return new Map(Array.isArray(kept) ? (kept as [string, number][]) : []);
  } catch {
    return new Map();
  }
}

function scrollToHash(hash: string): boolean {
  const target = hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  target?.scrollIntoView();
  return target !== null;
}

/**
 * Where the page scrolls on a navigation, as a browser does between documents: a new page opens at its top (or
 * at its #anchor), and Back or Forward returns to where the reader was on that entry — also after a reload,
 * since the positions are kept for the tab. Positions are recorded as the reader scrolls, so the next page's
 * render (which may shorten the document) never changes the one kept for the page being left.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number> | null>(null);
  const currentKey = useRef(location.key);

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    const kept = (positions.current ??= readKept());
    let frame = 0;
    const record = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        kept.delete(currentKey.current);
        kept.set(currentKey.current, window.scrollY);
        if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value as string);
      });
    };
    const keep = () => sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...kept]));
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', keep);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', keep);
      window.history.scrollRestoration = previous;
    };
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    const kept = (positions.current ??= readKept());
    const y = navigationType === 'POP' ? kept.get(location.key) : undefined;
    if (y !== undefined) window.scrollTo(0, y);
    else if (!scrollToHash(location.hash) && navigationType !== 'POP') window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);

  return null;
}
