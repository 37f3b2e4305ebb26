import type { PomodoroSettings } from './pomodoro-settings';

export type PomodoroMode = 'focus' | 'shortBreak' | 'longBreak';

export interface PomodoroState {
  mode: PomodoroMode;
  status: 'idle' | 'running' | 'paused';
  /** Time left when paused or idle; while running, endsAt is the truth and this is the last tick's value. */
  remainingMs: number;
  /** Epoch ms the current period ends, while running: what the time is recomputed from. */
  endsAt: number | null;
  /** Completed focus sessions since the timer was set up. */
  sessionCount: number;
  task: string;
  settings: PomodoroSettings;
}

export type PomodoroAction =
  | { type: 'start'; now: number }
  | { type: 'pause'; now: number }
  | { type: 'resume'; now: number }
  /** Every second, and when the tab becomes visible again: recompute from endsAt. */
  | { type: 'tick'; now: number }
  /** Stop a focus session early. */
  | { type: 'stop'; now: number }
  | { type: 'skipBreak' }
  | { type: 'setTask'; task: string }
  | { type: 'setSettings'; settings: PomodoroSettings };

export type PomodoroEffect =
  { type: 'saveSession'; task: string; duration: number; completedAt: string } | { type: 'playSound' };

export interface Transition {
  state: PomodoroState;
  effects: PomodoroEffect[];
}

/** Spec §4: partial focus is saved only when more than 10 seconds elapsed. */
export const MIN_PARTIAL_SESSION_MS = 10_000;
export const TICK_MS = 1_000;

const MINUTE = 60_000;

export function periodMs(mode: PomodoroMode, settings: PomodoroSettings): number {
  const minutes =
    mode === 'focus'
      ? settings.focusDuration
      : mode === 'shortBreak'
        ? settings.shortBreakDuration
        : settings.longBreakDuration;
  return minutes * MINUTE;
}

export function initialPomodoroState(settings: PomodoroSettings): PomodoroState {
  return {
    mode: 'focus',
    status: 'idle',
    remainingMs: periodMs('focus', settings),
    endsAt: null,
    sessionCount: 0,
    task: '',
    settings,
  };
}

/** The time left at `now`, from the stored end time while running. */
export function remainingAt(state: PomodoroState, now: number): number {
  return state.status === 'running' && state.endsAt !== null
    ? Math.max(0, state.endsAt - now)
    : state.remainingMs;
}

function idleIn(state: PomodoroState, mode: PomodoroMode): PomodoroState {
  return { ...state, mode, status: 'idle', endsAt: null, remainingMs: periodMs(mode, state.settings) };
}

function runningIn(state: PomodoroState, mode: PomodoroMode, now: number): PomodoroState {
  const remainingMs = periodMs(mode, state.settings);
  return { ...state, mode, status: 'running', remainingMs, endsAt: now + remainingMs };
}

/** Minutes, to two decimals, for the history entry. */
const minutesOf = (ms: number) => Math.round((ms / MINUTE) * 100) / 100;

function finishPeriod(state: PomodoroState, now: number): Transition {
  const completedAt = new Date(now).toISOString();
  if (state.mode !== 'focus') {
    return { state: idleIn(state, 'focus'), effects: [{ type: 'playSound' }] };
  }
  const sessionCount = state.sessionCount + 1;
  const next: PomodoroMode =
    sessionCount % state.settings.sessionsBeforeLongBreak === 0 ? 'longBreak' : 'shortBreak';
  return {
    state: runningIn({ ...state, sessionCount }, next, now),
    effects: [
      { type: 'saveSession', task: state.task, duration: state.settings.focusDuration, completedAt },
      { type: 'playSound' },
    ],
  };
}

/** The pomodoro timer of spec §4 as a pure transition: the new state and what to do about it. */
export function pomodoroReducer(state: PomodoroState, action: PomodoroAction): Transition {
  const none = (next: PomodoroState): Transition => ({ state: next, effects: [] });
  switch (action.type) {
    case 'start':
      if (state.status !== 'idle') return none(state);
      return none({ ...state, status: 'running', endsAt: action.now + state.remainingMs });
    case 'pause':
      if (state.status !== 'running') return none(state);
      return none({ ...state, status: 'paused', remainingMs: remainingAt(state, action.now), endsAt: null });
    case 'resume':
      if (state.status !== 'paused') return none(state);
      return none({ ...state, status: 'running', endsAt: action.now + state.remainingMs });
    case 'tick': {
      if (state.status !== 'running') return none(state);
      const remainingMs = remainingAt(state, action.now);
      // A tab hidden for long may come back after the end: the period ends when it should have.
      if (remainingMs <= 0) return finishPeriod(state, Math.min(action.now, state.endsAt ?? action.now));
      return none({ ...state, remainingMs });
    }
    case 'stop': {
      if (state.mode !== 'focus' || state.status === 'idle') return none(idleIn(state, state.mode));
      const elapsedMs = periodMs('focus', state.settings) - remainingAt(state, action.now);
      const effects: PomodoroEffect[] =
        elapsedMs > MIN_PARTIAL_SESSION_MS
          ? [
              {
                type: 'saveSession',
                task: state.task,
                duration: minutesOf(elapsedMs),
                completedAt: new Date(action.now).toISOString(),
              },
            ]
          : [];
      return { state: idleIn(state, 'focus'), effects };
    }
    case 'skipBreak':
      if (state.mode === 'focus') return none(state);
      return none(idleIn(state, 'focus'));
    case 'setTask':
      return none({ ...state, task: action.task });
    case 'setSettings': {
      const next = { ...state, settings: action.settings };
      return none(state.status === 'idle' ? idleIn(next, state.mode) : next);
    }
  }
}
