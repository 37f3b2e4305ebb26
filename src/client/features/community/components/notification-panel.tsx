import { Link } from 'react-router';
import { openHelpNow } from '@client/features/help-now/help-now-store';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { cn } from '@client/lib/class-names';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { useNotifications } from '../api/notifications';
import { relativeTime } from './community-format';
import { notificationText } from './notification-text';

/** The bell's open list: newest first, marking what is opened (or everything) as read. */
export function NotificationPanel({ onClose }: { onClose: () => void }) {
  const list = useNotifications();
  const markRead = useMarkNotificationsRead();
  const unread = list.unreadCount;
  return (
    <>
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
              {n.kind === 'care' ? (
                // A word of care opens the help panel, not the post.
                <button
                  type="button"
                  onClick={() => {
                    if (!n.readAt) markRead.mutate({ ids: [n.id] });
                    onClose();
                    openHelpNow();
                  }}
                  className={cn(
                    'block w-full rounded-lg px-3 py-2 text-left text-sm hover:bg-rose-50',
                    !n.readAt && 'bg-rose-50/70',
                  )}
                >
                  <span className="block font-medium text-slate-900">
                    {!n.readAt ? <span className="sr-only">Unread: </span> : null}
                    {notificationText(n)}
                  </span>
                  <span className="block font-semibold text-rose-800">See help now</span>
                  <span className="block text-xs text-slate-500">{relativeTime(n.createdAt)}</span>
                </button>
              ) : n.postId === null ? (
                // A report's outcome about a post that was removed: nothing to open.
                <button
                  type="button"
                  onClick={() => {
                    if (!n.readAt) markRead.mutate({ ids: [n.id] });
                  }}
                  className={cn(
                    'block w-full rounded-lg px-3 py-2 text-left text-sm hover:bg-slate-50',
                    !n.readAt && 'bg-teal-50/60',
                  )}
                >
                  <span className="block font-medium text-slate-900">
                    {!n.readAt ? <span className="sr-only">Unread: </span> : null}
                    {notificationText(n)}
                  </span>
                  {n.excerpt ? <span className="block text-slate-600">{n.excerpt}</span> : null}
                  <span className="block text-xs text-slate-500">{relativeTime(n.createdAt)}</span>
                </button>
              ) : (
                <Link
                  to={`/community/post/${encodeURIComponent(n.postId)}`}
                  onClick={() => {
                    if (!n.readAt) markRead.mutate({ ids: [n.id] });
                    onClose();
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
                  {n.excerpt ? (
                    <span className={cn('block text-slate-600', n.kind !== 'report_outcome' && 'truncate')}>
                      {n.excerpt}
                    </span>
                  ) : null}
                  <span className="block text-xs text-slate-500">{relativeTime(n.createdAt)}</span>
                </Link>
              )}
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
    </>
  );
}
