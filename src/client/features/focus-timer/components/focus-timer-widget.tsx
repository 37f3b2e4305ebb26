import { Pause, Play, X } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { remainingAt } from '@shared/tools/pomodoro/pomodoro-machine';
import { Button } from '@client/components/ui/button';
import { useSession } from '@client/features/session/use-session';
import { focusTimer, formatRemaining, modeLabels, useFocusTimer } from '../focus-timer-store';

export const FULL_TIMER_PATH = '/tools/pomodoro-timer';

/** The floating timer (w-72) shown on every page once the timer has been started, until closed. */
export function FocusTimerWidget() {
  const { user } = useSession();
  const { state, widgetOpen } = useFocusTimer();
  const { pathname } = useLocation();
  // The full timer page shows the same controls in full.
  if (!user || !widgetOpen || pathname === FULL_TIMER_PATH) return null;
  const remaining = remainingAt(state, Date.now());
  return (
    <aside
      aria-label="Focus timer"
      className="fixed bottom-4 left-4 z-40 w-72 rounded-2xl border border-slate-200 bg-white p-4 shadow-xl"
    >
      <div className="flex items-start justify-between gap-2">
        <div>
          <p className="text-sm font-semibold text-teal-800">{modeLabels[state.mode]}</p>
          <p
            role="timer"
            aria-label={`${modeLabels[state.mode]}, ${formatRemaining(remaining)} left`}
            className="text-3xl font-bold tabular-nums text-slate-900"
          >
            {formatRemaining(remaining)}
          </p>
          {state.task ? <p className="truncate text-sm text-slate-700">{state.task}</p> : null}
        </div>
        <button
          type="button"
          onClick={focusTimer.closeWidget}
          className="rounded-lg p-1 text-slate-600 hover:bg-slate-100"
          aria-label="Close focus timer"
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
      <div className="mt-3 flex items-center justify-between gap-2">
        {state.status === 'running' ? (
          <Button size="sm" variant="secondary" onClick={focusTimer.pause}>
            <Pause aria-hidden="true" className="h-4 w-4" /> Pause
          </Button>
        ) : state.status === 'paused' ? (
          <Button size="sm" variant="secondary" onClick={focusTimer.resume}>
            <Play aria-hidden="true" className="h-4 w-4" /> Resume
          </Button>
        ) : (
          <Button size="sm" variant="secondary" onClick={focusTimer.start}>
            <Play aria-hidden="true" className="h-4 w-4" /> Start
          </Button>
        )}
        <Link
          to={FULL_TIMER_PATH}
          className="text-sm font-semibold text-teal-800 underline underline-offset-4"
        >
          Go to full timer
        </Link>
      </div>
    </aside>
  );
}
