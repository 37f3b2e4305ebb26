import { remainingAt } from '@shared/tools/pomodoro/pomodoro-machine';
import { formatRemaining, modeLabels, useFocusTimer } from '../focus-timer-store';
import { CloseTimerButton, FullTimerLink, TimerActions } from './timer-actions';

/**
 * The timer from 1024 px up: a bar docked under the header, in the page's flow, so the page makes room for it
 * instead of the timer covering a column (the community's stats card sat under the floating one); it stays at
 * the top while the page scrolls. Phones and tablets keep the floating widget.
 */
export function FocusTimerDock() {
  const { state } = useFocusTimer();
  const remaining = formatRemaining(remainingAt(state, Date.now()));
  return (
    <aside
      aria-label="Focus timer"
      data-focus-dock=""
      className="sticky top-0 z-30 hidden border-b border-teal-100 bg-teal-50 lg:block"
    >
      <div className="mx-auto flex max-w-6xl items-center gap-4 px-4 py-1.5">
        <p className="flex min-w-0 items-baseline gap-3">
          <span className="text-sm font-semibold text-teal-800">{modeLabels[state.mode]}</span>
          <span
            role="timer"
            aria-label={`${modeLabels[state.mode]}, ${remaining} left`}
            className="text-2xl font-bold tabular-nums text-slate-900"
          >
            {remaining}
          </span>
          {state.task ? <span className="max-w-xs truncate text-sm text-slate-700">{state.task}</span> : null}
        </p>
        <div className="flex items-center gap-2" data-timer-actions="">
          <TimerActions look="widget" />
        </div>
        <FullTimerLink />
        <CloseTimerButton className="ml-auto hover:bg-teal-100" />
      </div>
    </aside>
  );
}
