import { useLocation } from 'react-router';
import { ChunkBoundary } from '@client/components/ui/chunk-boundary';
import { lazyChunk } from '@client/lib/lazy-chunk';
import { useSession } from '@client/features/account/use-session';
import { useFocusTimer } from '../focus-timer-store';
import { FULL_TIMER_PATH } from './full-timer-path';

// The timer's code (and its icons) loads when a member first has a timer running, not with every page.
const FocusTimerWidget = lazyChunk(async () => (await import('./focus-timer-widget')).FocusTimerWidget);
const FocusTimerDock = lazyChunk(async () => (await import('./focus-timer-dock')).FocusTimerDock);

/** Whether the timer is shown on this page: once started, until closed, and not on the timer's own page. */
function useTimerShown(): boolean {
  const { user } = useSession();
  const { widgetOpen } = useFocusTimer();
  const { pathname } = useLocation();
  return Boolean(user) && widgetOpen && pathname !== FULL_TIMER_PATH;
}

/** Where the floating timer goes on every page (phones and tablets; it hides itself from 1024 px). */
export function FocusTimerWidgetSlot() {
  if (!useTimerShown()) return null;
  return (
    // Offline before its code is in, the widget stays away (the timer runs on) and appears once it can load.
    <ChunkBoundary quiet={null}>
      <FocusTimerWidget />
    </ChunkBoundary>
  );
}

/** Where the docked timer goes, right under the header (from 1024 px; hidden below). */
export function FocusTimerDockSlot() {
  if (!useTimerShown()) return null;
  return (
    <ChunkBoundary quiet={null}>
      <FocusTimerDock />
    </ChunkBoundary>
  );
}
