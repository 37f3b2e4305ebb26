import { remainingAt } from '@shared/tools/pomodoro/pomodoro-machine';
import { Input } from '@client/components/ui/input';
import { cn } from '@client/lib/class-names';
import { LazyValueTagsField } from '@client/features/compass/components/lazy-value-tags-field';
import { focusTimer, formatRemaining, modeLabels, useFocusTimer } from '../focus-timer-store';
import { TimerActions } from './timer-actions';

const modeStyles = {
  focus: 'from-teal-50 to-white ring-teal-200',
  shortBreak: 'from-sky-50 to-white ring-sky-200',
  longBreak: 'from-indigo-50 to-white ring-indigo-200',
} as const;

/** The big timer: mode, time left, the task, and the controls for each state. */
export function PomodoroPanel() {
  const { state, values } = useFocusTimer();
  const remaining = remainingAt(state, Date.now());
  const inFocus = state.mode === 'focus';
  return (
    <section
      aria-labelledby="timer-heading"
      className={cn(
        'space-y-6 rounded-3xl bg-linear-to-b p-6 text-center ring-1 sm:p-10',
        modeStyles[state.mode],
      )}
    >
      <h2 id="timer-heading" className="text-lg font-semibold text-slate-900" data-testid="timer-mode">
        {modeLabels[state.mode]}
        {state.status === 'paused' ? ' (paused)' : ''}
      </h2>
      <p
        role="timer"
        aria-label={`${formatRemaining(remaining)} left`}
        className="text-7xl font-bold tabular-nums tracking-tight text-slate-900 sm:text-8xl"
        data-testid="timer-remaining"
      >
        {formatRemaining(remaining)}
      </p>
      <p className="text-sm text-slate-700" aria-live="polite">
        Session {state.sessionCount + (inFocus ? 1 : 0)} · a long break after every{' '}
        {state.settings.sessionsBeforeLongBreak}
      </p>
      <div className="mx-auto max-w-sm text-left">
        <label htmlFor="pomodoro-task" className="mb-1.5 block text-sm font-medium text-slate-800">
          What are you working on?
        </label>
        <Input
          id="pomodoro-task"
          value={state.task}
          maxLength={200}
          placeholder="For example: draft the report"
          onChange={(e) => focusTimer.setTask(e.target.value)}
        />
        <div className="mt-4">
          <LazyValueTagsField value={values} onChange={focusTimer.setValues} />
        </div>
      </div>
      <div className="flex flex-wrap justify-center gap-3" data-timer-actions="">
        <TimerActions look="page" />
      </div>
      {inFocus && state.status !== 'idle' ? (
        <p className="text-sm text-slate-600">
          Stopping early keeps the time you focused, if it was more than 10 seconds.
        </p>
      ) : null}
    </section>
  );
}
