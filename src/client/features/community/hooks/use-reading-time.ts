import { useEffect, useRef } from 'react';
import { useReportReading } from '../api/forum-standing';

/** The first report, after a glance has become reading; then one every half minute. */
export const FIRST_READING_MS = 10_000;
export const READING_INTERVAL_MS = 30_000;

/**
 * Reports the time the member spends on a topic while the page is visible (what earns trust levels, as
 * Discourse's timings do): nothing while the tab is hidden, nothing after they leave. A failed report is
 * dropped, never retried: reading is not worth a member's data or battery.
 */
export function useReadingTime(postId: string, enabled: boolean) {
  const { mutate } = useReportReading(postId);
  const report = useRef(mutate);
  report.current = mutate;
  useEffect(() => {
    if (!enabled) return undefined;
    let visibleSince = document.visibilityState === 'visible' ? Date.now() : null;
    let credited = 0;
    const flush = () => {
      if (visibleSince === null) return;
      const now = Date.now();
      const seconds = Math.min(120, Math.floor((now - visibleSince) / 1000));
      if (seconds < 1) return;
      visibleSince = now;
      credited += seconds;
      report.current(seconds);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') visibleSince = Date.now();
      else {
        if (credited > 0) flush();
        visibleSince = null;
      }
    };
    const first = window.setTimeout(flush, FIRST_READING_MS);
    const every = window.setInterval(flush, READING_INTERVAL_MS);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(every);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [postId, enabled]);
}
