import { Bell } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { cn } from '@client/lib/class-names';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { useNotifications } from '../api/notifications';
import { relativeTime } from './community-format';
import { notificationText } from './notification-text';

/** The header's bell: the unread count, and a list (newest first) that marks what is opened as read. */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const list = useNotifications();
  const markRead = useMarkNotificationsRead();
  const unread = list.unreadCount;

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
        aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
        onClick={() => setOpen((o) => !o)}
        className="relative rounded-lg p-2 text-slate-800 hover:bg-slate-100"
      >
        <Bell aria-hidden="true" className="h-5 w-5" />
        {unread ? (
          <span
            aria-hidden="true"
            className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-rose-600 px-1 text-center text-xs font-bold leading-5 text-white"
          >
            {unread > 99 ? '99+' : unread}
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
          <div className="mb-2 flex items-center justify-between gap-2">
            <h2 className="text-base font-semibold text-slate-900">Notifications</h2>
            <Button
              variant="link"
              size="sm"
              disabled={!unread || markRead.isPending}
              onClick={() => markRead.mutate({ all: true })}
            >
              Mark all as read
            </Button>
          </div>
          {list.isPending ? (
            <Spinner label="Loading notifications" />
          ) : list.notifications.length === 0 ? (
            <p className="py-4 text-center text-sm text-slate-600">
              Nothing new. Replies and likes show up here.
            </p>
          ) : (
            <ul className="max-h-96 space-y-1 overflow-y-auto">
              {list.notifications.map((n) => (
                <li key={n.id}>
                  <Link
                    to={`/community/post/${encodeURIComponent(n.postId)}`}
                    onClick={() => {
                      if (!n.readAt) markRead.mutate({ ids: [n.id] });
                      setOpen(false);
                    }}
                    className={cn(
                      'block rounded-lg px-3 py-2 text-sm hover:bg-slate-50',
                      !n.readAt && 'bg-teal-50/60',
                    )}
                  >
                    <span className="block font-medium text-slate-900">
                      {!n.readAt ? <span className="sr-only">Unread: </span> : null}
                      {notificationText(n)}
                    </span>
                    {n.excerpt ? <span className="block truncate text-slate-600">{n.excerpt}</span> : null}
                    <span className="block text-xs text-slate-500">{relativeTime(n.createdAt)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {list.hasNextPage ? (
            <Button
              variant="secondary"
              size="sm"
              className="mt-2 w-full"
              disabled={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              Load more
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
