import { useLocation } from 'react-router';
import { ChunkBoundary } from '@client/components/ui/chunk-boundary';
import { lazyChunk } from '@client/lib/lazy-chunk';
import { useSession } from '@client/features/account/use-session';
import { useFocusTimer } from '../focus-timer-store';
import { FULL_TIMER_PATH } from './full-timer-path';

// The widget's code (and its icons) loads when a member first has a timer running, not with every page.
const FocusTimerWidget = lazyChunk(async () => (await import('./focus-timer-widget')).FocusTimerWidget);

/** Where the floating timer goes on every page: shown once the timer has been started, until closed. */
export function FocusTimerWidgetSlot() {
  const { user } = useSession();
  const { widgetOpen } = useFocusTimer();
  const { pathname } = useLocation();
  if (!user || !widgetOpen || pathname === FULL_TIMER_PATH) return null;
  return (
    // Offline before its code is in, the widget stays away (the timer runs on) and appears once it can load.
    <ChunkBoundary quiet={null}>
      <FocusTimerWidget />
    </ChunkBoundary>
  );
}
