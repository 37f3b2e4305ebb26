import { useSyncExternalStore } from 'react';
import {
  initialPomodoroState,
  pomodoroReducer,
  type PomodoroAction,
  type PomodoroEffect,
  type PomodoroState,
} from '@shared/tools/pomodoro/pomodoro-machine';
import { POMODORO_DEFAULTS } from '@shared/tools/pomodoro/pomodoro-defaults';

const STORAGE_KEY = 'dyl:focus-timer';

export interface FocusTimer {
  state: PomodoroState;
  /** Whether the floating widget is shown: opened by starting the timer, closed by the member. */
  widgetOpen: boolean;
  /** The values the sessions of this task live (tags for the values compass), saved with each session. */
  values: string[];
}

type Listener = () => void;
type EffectHandler = (effect: PomodoroEffect) => void;

function isPomodoroState(value: unknown): value is PomodoroState {
  const v = value as Partial<PomodoroState> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.mode === 'string' &&
    typeof v.status === 'string' &&
    typeof v.remainingMs === 'number' &&
    typeof v.sessionCount === 'number' &&
    typeof v.settings === 'object'
  );
}

function load(): FocusTimer {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    const parsed = raw
      ? (JSON.parse(raw) as { state?: unknown; widgetOpen?: unknown; values?: unknown })
      : null;
    if (parsed && isPomodoroState(parsed.state))
      return {
        state: parsed.state,
        widgetOpen: parsed.widgetOpen === true,
        values: Array.isArray(parsed.values) ? parsed.values.filter((v) => typeof v === 'string') : [],
      };
  } catch {
    // A corrupt or blocked storage starts a fresh timer.
  }
  return { state: initialPomodoroState({ ...POMODORO_DEFAULTS }), widgetOpen: false, values: [] };
}

/**
 * The one focus timer of the app: the shared pomodoro reducer, kept in localStorage so it survives
 * navigation and reloads. Effects (saving a session, the sound) go to the handler the provider installs.
 */
export function createFocusTimerStore(now: () => number = () => Date.now()) {
  let timer = load();
  const listeners = new Set<Listener>();
  let effectHandler: EffectHandler = () => undefined;

  const commit = (next: FocusTimer) => {
    timer = next;
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(timer));
    } catch {
      // Storage full or blocked: the timer still runs for this page view.
    }
    listeners.forEach((listener) => listener());
  };

  const dispatch = (action: PomodoroAction) => {
    const { state, effects } = pomodoroReducer(timer.state, action);
    const widgetOpen = timer.widgetOpen || (action.type === 'start' && state.status === 'running');
    if (state !== timer.state || widgetOpen !== timer.widgetOpen) commit({ ...timer, state, widgetOpen });
    effects.forEach((effect) => effectHandler(effect));
  };

  return {
    get: () => timer,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setEffectHandler(handler: EffectHandler) {
      effectHandler = handler;
    },
    start: () => dispatch({ type: 'start', now: now() }),
    pause: () => dispatch({ type: 'pause', now: now() }),
    resume: () => dispatch({ type: 'resume', now: now() }),
    stop: () => dispatch({ type: 'stop', now: now() }),
    skipBreak: () => dispatch({ type: 'skipBreak' }),
    /** Every second while running, and when the tab is visible again: recompute from the stored end time. */
    tick: () => dispatch({ type: 'tick', now: now() }),
    setTask: (task: string) => dispatch({ type: 'setTask', task }),
    setValues: (values: string[]) => commit({ ...timer, values }),
    setSettings: (settings: PomodoroState['settings']) => dispatch({ type: 'setSettings', settings }),
    closeWidget: () => commit({ ...timer, widgetOpen: false }),
    /** Forget everything, e.g. on sign-out (the task name is the member's own). */
    reset: () =>
      commit({ state: initialPomodoroState({ ...POMODORO_DEFAULTS }), widgetOpen: false, values: [] }),
  };
}

export type FocusTimerStore = ReturnType<typeof createFocusTimerStore>;

export const focusTimer = createFocusTimerStore();

export function useFocusTimer(): FocusTimer {
  return useSyncExternalStore(focusTimer.subscribe, focusTimer.get, focusTimer.get);
}

/** mm:ss for the display. */
export { formatClock as formatRemaining } from '@client/lib/format-clock';

export const modeLabels: Record<PomodoroState['mode'], string> = {
  focus: 'Focus',
  shortBreak: 'Short break',
  longBreak: 'Long break',
};
