import { Minimize2, Timer } from 'lucide-react';
import { useState } from 'react';
import { remainingAt } from '@shared/tools/pomodoro/pomodoro-machine';
import { cn } from '@client/lib/class-names';
import { formatRemaining, modeLabels, useFocusTimer } from '../focus-timer-store';
import { CloseTimerButton, FullTimerLink, TimerActions } from './timer-actions';
import { useTypingFocus } from './use-typing-focus';

const COLLAPSED_KEY = 'dyl-focus-widget-collapsed';

function initiallyCollapsed(): boolean {
  try {
    const stored = localStorage.getItem(COLLAPSED_KEY);
    if (stored !== null) return stored === 'true';
  } catch {
    // Storage blocked: fall through to the screen size.
  }
  // On a phone the timer starts as a small pill, so it does not cover the page.
  return typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 639px)').matches;
}

// Above the home indicator on phones with one (needs viewport-fit=cover to be non-zero). From 1024 px the
// timer is docked under the header instead (FocusTimerDock), so the floating one is not shown there.
const position = 'fixed left-4 z-40 bottom-[calc(1rem+env(safe-area-inset-bottom))] transition lg:hidden';

/**
 * The floating timer on phones and tablets (FocusTimerWidgetSlot decides when it shows): a card (w-72) or a
 * small pill, and out of the way while a text field has the focus.
 */
export function FocusTimerWidget() {
  const { state } = useFocusTimer();
  const typing = useTypingFocus();
  const [collapsed, setCollapsed] = useState(initiallyCollapsed);

  const remember = (next: boolean) => {
    setCollapsed(next);
    try {
      localStorage.setItem(COLLAPSED_KEY, String(next));
    } catch {
      // Not remembered this time; the widget still collapses.
    }
  };
  const remaining = formatRemaining(remainingAt(state, Date.now()));
  const label = `${modeLabels[state.mode]}, ${remaining} left`;
  // While the member types, the timer steps aside (off the bottom edge) and comes back afterwards.
  const aside = typing ? 'pointer-events-none invisible translate-y-[120%] opacity-0' : '';
  // Room below the footer, so the last links can scroll clear of the timer.
  const spacer = <div aria-hidden="true" className={cn('bg-white lg:hidden', collapsed ? 'h-16' : 'h-48')} />;

  if (collapsed) {
    return (
      <>
        {spacer}
        <aside aria-label="Focus timer" data-aside={typing} className={cn(position, aside)}>
          <button
            type="button"
            onClick={() => remember(false)}
            aria-label={`${label}. Show the focus timer`}
            className="flex min-h-11 items-center gap-2 rounded-full border border-slate-200 bg-white px-4 py-2 font-semibold text-slate-900 shadow-lg hover:border-teal-600"
          >
            <Timer aria-hidden="true" className="h-4 w-4 text-teal-700" />
            <span role="timer" className="tabular-nums">
              {remaining}
            </span>
            {state.status === 'paused' ? <span className="text-sm font-normal">paused</span> : null}
          </button>
        </aside>
      </>
    );
  }

  return (
    <>
      {spacer}
      <aside
        aria-label="Focus timer"
        data-aside={typing}
        className={cn(position, 'w-72 rounded-2xl border border-slate-200 bg-white p-4 shadow-xl', aside)}
      >
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="text-sm font-semibold text-teal-800">{modeLabels[state.mode]}</p>
            <p role="timer" aria-label={label} className="text-3xl font-bold tabular-nums text-slate-900">
              {remaining}
            </p>
            {state.task ? <p className="truncate text-sm text-slate-700">{state.task}</p> : null}
          </div>
          <div className="flex">
            <button
              type="button"
              onClick={() => remember(true)}
              className="rounded-lg p-2.5 text-slate-600 hover:bg-slate-100"
              aria-label="Collapse focus timer"
            >
              <Minimize2 aria-hidden="true" className="h-5 w-5" />
            </button>
            <CloseTimerButton className="hover:bg-slate-100" />
          </div>
        </div>
        <div className="mt-3 flex flex-wrap items-center gap-2" data-timer-actions="">
          <TimerActions look="widget" />
        </div>
        <FullTimerLink className="mt-1" />
      </aside>
    </>
  );
}
