import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { refreshReaders } from '@client/lib/server-resources';

/** Events close together (a reply and its counters) are read in one go. */
export const LIVE_REFRESH_DELAY_MS = 150;

/** Where a page of the forum hears of changes: the thread's own stream, or the feed's. */
export const liveUrl = (postId?: string) =>
  postId ? `/api/community/posts/${encodeURIComponent(postId)}/live` : '/api/community/live';

/**
 * Keeps a forum page current without a reload (issue 30 §6): the server's event stream says a post or channel
 * changed, and the forum's queries on screen are read again through the usual routes. The browser reconnects by
 * itself and the server resumes after the last event it had (Last-Event-ID); a `resync` means read everything.
 */
export function useLiveForum({ postId, enabled = true }: { postId?: string; enabled?: boolean } = {}) {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return undefined;
    const source = new EventSource(liveUrl(postId));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      if (timer !== undefined) return;
      timer = setTimeout(() => {
        timer = undefined;
        void refreshReaders(client, ['forum']);
      }, LIVE_REFRESH_DELAY_MS);
    };
    source.addEventListener('change', refresh);
    source.addEventListener('resync', refresh);
    return () => {
      if (timer !== undefined) clearTimeout(timer);
      source.close();
    };
  }, [client, postId, enabled]);
}
