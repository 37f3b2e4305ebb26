import { Maximize2, Pause, Play, SkipForward, Square, X } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/class-names';
import { focusTimer, useFocusTimer } from '../focus-timer-store';
import { FULL_TIMER_PATH } from './full-timer-path';

/**
 * The timer's buttons for its state, the same on the timer page and in the floating widget: start, pause or
 * resume; stop while focusing (the time focused is kept); skip a break.
 */
export function TimerActions({ look }: { look: 'page' | 'widget' }) {
  const { state } = useFocusTimer();
  const inFocus = state.mode === 'focus';
  const page = look === 'page';
  const size = page ? 'lg' : 'md';
  const main = page ? 'primary' : 'secondary';
  const other = page ? 'secondary' : 'ghost';
  const icon = page ? 'h-5 w-5' : 'h-4 w-4';
  return (
    <>
      {state.status === 'idle' ? (
        <Button size={size} variant={main} onClick={focusTimer.start}>
          <Play aria-hidden="true" className={icon} /> Start {inFocus ? 'focus' : 'break'}
        </Button>
      ) : state.status === 'running' ? (
        <Button size={size} variant={main} onClick={focusTimer.pause}>
          <Pause aria-hidden="true" className={icon} /> Pause
        </Button>
      ) : (
        <Button size={size} variant={main} onClick={focusTimer.resume}>
          <Play aria-hidden="true" className={icon} /> Resume
        </Button>
      )}
      {inFocus && state.status !== 'idle' ? (
        <Button size={size} variant={other} onClick={focusTimer.stop}>
          <Square aria-hidden="true" className={icon} /> Stop
        </Button>
      ) : null}
      {!inFocus ? (
        <Button size={size} variant={other} onClick={focusTimer.skipBreak}>
          <SkipForward aria-hidden="true" className={icon} /> Skip break
        </Button>
      ) : null}
    </>
  );
}

/** The way from the widget or the dock to the timer page (its settings and history), a 44 px target. */
export function FullTimerLink({ className }: { className?: string }) {
  return (
    <Link
      to={FULL_TIMER_PATH}
      className={cn(
        'inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-teal-800 underline underline-offset-4',
        className,
      )}
    >
      <Maximize2 aria-hidden="true" className="h-3.5 w-3.5" /> Go to full timer
    </Link>
  );
}

/** Closes the widget or the bar (the timer itself runs on). */
export function CloseTimerButton({ className }: { className?: string }) {
  return (
    <button
      type="button"
      onClick={focusTimer.closeWidget}
      className={cn('rounded-lg p-2.5 text-slate-600', className)}
      aria-label="Close focus timer"
    >
      <X aria-hidden="true" className="h-5 w-5" />
    </button>
  );
}
