import { Bell } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { ChunkBoundary } from '@client/components/ui/chunk-boundary';
import { Spinner } from '@client/components/ui/spinner';
import { lazyChunk } from '@client/lib/lazy-chunk';
import { useMarkNotificationsSeen } from '../api/mark-notifications-seen';
import { useNotifications } from '../api/notifications';

// The list, its wording and its dates are asked for when the member first points at or opens the bell: every
// member's page shows the bell, few open it.
const NotificationPanel = lazyChunk(async () => (await import('./notification-panel')).NotificationPanel);
const preloadPanel = () => void NotificationPanel.preload().catch(() => undefined);

/**
 * The header's bell: a badge with what came since the member last opened it (opening it clears the badge), and a
 * list (newest first) that marks what is opened as read.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const unseen = useNotifications().unseenCount;
  const markSeen = useMarkNotificationsSeen();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={unseen ? `Notifications, ${unseen} new` : 'Notifications'}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        onClick={() => {
          if (!open && unseen > 0) markSeen.mutate();
          setOpen((o) => !o);
        }}
        className="relative rounded-lg p-2 text-slate-800 hover:bg-slate-100"
      >
        <Bell aria-hidden="true" className="h-5 w-5" />
        {unseen ? (
          <span
            aria-hidden="true"
            className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-rose-600 px-1 text-center text-xs font-bold leading-5 text-white"
          >
            {unseen > 99 ? '99+' : unseen}
          </span>
        ) : null}
      </button>
      {open ? (
        <div
          id={panelId}
          role="region"
          aria-label="Notifications"
          className="fixed inset-x-2 top-16 z-40 rounded-2xl border border-slate-200 bg-white p-3 shadow-xl sm:absolute sm:inset-x-auto sm:right-0 sm:top-auto sm:mt-2 sm:w-[22rem]"
        >
          <ChunkBoundary loading={<Spinner label="Loading notifications" />} what="The notifications">
            <NotificationPanel onClose={() => setOpen(false)} />
          </ChunkBoundary>
        </div>
      ) : null}
    </div>
  );
}
