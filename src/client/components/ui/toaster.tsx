import { X } from 'lucide-react';
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { cn } from '@client/lib/class-names';
import { TOAST_DURATION_MS, dismissToast, useToasts, type ToastItem } from './toast-store';

/** How far a toast is swiped to the right before it is dismissed. */
const SWIPE_DISMISS_PX = 60;
/** How long the spoken copy of a toast stays in the live region (as Radix Toast did). */
const ANNOUNCE_MS = 1_000;

/** One toast: dismissed by its button, Escape, a swipe to the right, or after its lifetime (paused meanwhile). */
function ToastCard({ item, paused }: { item: ToastItem; paused: boolean }) {
  const [swipe, setSwipe] = useState<{ start: number; offset: number } | null>(null);
  const remaining = useRef(TOAST_DURATION_MS);

  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => dismissToast(item.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [item.id, paused]);

  const handlePointerDown = (event: ReactPointerEvent<HTMLLIElement>) => {
    if (event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setSwipe({ start: event.clientX, offset: 0 });
  };
  const handlePointerMove = (event: ReactPointerEvent<HTMLLIElement>) => {
    if (swipe) setSwipe({ ...swipe, offset: Math.max(0, event.clientX - swipe.start) });
  };
  const handlePointerEnd = () => {
    if (swipe && swipe.offset > SWIPE_DISMISS_PX) dismissToast(item.id);
    setSwipe(null);
  };

  return (
    <li
      data-variant={item.variant ?? 'default'}
      data-state="open"
      tabIndex={0}
      onKeyDown={(event) => {
        if (event.key === 'Escape') dismissToast(item.id);
      }}
      onPointerDown={handlePointerDown}
      onPointerMove={handlePointerMove}
      onPointerUp={handlePointerEnd}
      onPointerCancel={handlePointerEnd}
      style={swipe?.offset ? { transform: `translateX(${swipe.offset}px)` } : undefined}
      className={cn(
        'relative flex w-full touch-pan-y items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg',
        item.variant === 'destructive'
          ? 'border-red-800 bg-red-700 text-white'
          : 'border-slate-200 bg-white text-slate-900',
      )}
    >
      <div className="space-y-1">
        <div className="text-sm font-semibold">{item.title}</div>
        {item.description ? <div className="text-sm opacity-95">{item.description}</div> : null}
      </div>
      <button
        type="button"
        aria-label="Dismiss notification"
        onClick={() => dismissToast(item.id)}
        className="absolute right-2 top-2 rounded p-1 opacity-80 hover:opacity-100"
      >
        <X aria-hidden="true" className="h-4 w-4" />
      </button>
    </li>
  );
}

/** Says the newest toast once, in a live region that is always on the page (so screen readers hear it). */
function Announcer({ item, assertive }: { item: ToastItem | undefined; assertive: boolean }) {
  const [spoken, setSpoken] = useState<number | null>(null);
  const current = item && (item.variant === 'destructive') === assertive ? item : undefined;
  useEffect(() => {
    if (!current) return;
    setSpoken(current.id);
    const timer = setTimeout(() => setSpoken(null), ANNOUNCE_MS);
    return () => clearTimeout(timer);
  }, [current]);
  return (
    <div className="sr-only" aria-live={assertive ? 'assertive' : 'polite'} aria-atomic="true">
      {current && spoken === current.id ? (
        <span key={current.id}>
          Notification: {current.title}
          {current.description ? `. ${current.description}` : ''}
        </span>
      ) : null}
    </div>
  );
}

/**
 * Renders the toast store. Part of the first load on purpose (issue 26): an error is often shown because the
 * network is gone, and a toaster whose code had still to be downloaded then failed and blanked the page. F8
 * moves the focus to the notifications; pointing at or focusing them holds them open.
 */
export function Toaster() {
  const toasts = useToasts().filter((item) => item.open);
  const viewport = useRef<HTMLOListElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    const handleKey = (event: KeyboardEvent) => {
      if (event.key === 'F8') viewport.current?.focus();
    };
    document.addEventListener('keydown', handleKey);
    return () => document.removeEventListener('keydown', handleKey);
  }, []);

  // An empty list leaves no pointer or focus behind it: the next toast must not start held open.
  const empty = toasts.length === 0;
  useEffect(() => {
    if (!empty) return;
    setHovered(false);
    setFocused(false);
  }, [empty]);

  const newest = toasts[0];
  return (
    <section aria-label="Notifications (F8)">
      <Announcer item={newest} assertive={false} />
      <Announcer item={newest} assertive />
      {/* Never over the header navigation: below the header on phones and tablets, bottom-right on desktop
          (the focus timer sits bottom-left on smaller screens and under the header on a desktop), above the
          home indicator. */}
      <ol
        ref={viewport}
        tabIndex={-1}
        onPointerEnter={() => setHovered(true)}
        onPointerLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(event) => setFocused(event.currentTarget.contains(event.relatedTarget as Node | null))}
        className={cn(
          'fixed top-16 right-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none lg:top-auto lg:bottom-[env(safe-area-inset-bottom)]',
          empty && 'pointer-events-none',
        )}
      >
        {toasts.map((item) => (
          <ToastCard key={item.id} item={item} paused={hovered || focused} />
        ))}
      </ol>
    </section>
  );
}
