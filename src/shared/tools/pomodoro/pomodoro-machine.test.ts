import { describe, expect, it } from 'vitest';
import { POMODORO_DEFAULTS } from './pomodoro-settings';
import {
  initialPomodoroState,
  pomodoroReducer,
  remainingAt,
  type PomodoroAction,
  type PomodoroState,
} from './pomodoro-machine';

const MIN = 60_000;
const T0 = Date.parse('2026-11-22T09:00:00.000Z');
const settings = { ...POMODORO_DEFAULTS, sessionsBeforeLongBreak: 2 };

function run(state: PomodoroState, ...actions: PomodoroAction[]) {
  let current = state;
  const effects = [];
  for (const action of actions) {
    const result = pomodoroReducer(current, action);
    current = result.state;
    effects.push(...result.effects);
  }
  return { state: current, effects };
}

describe('pomodoroReducer', () => {
  it('starts in focus, idle, with the full focus duration', () => {
    expect(initialPomodoroState(settings)).toMatchObject({
      mode: 'focus',
      status: 'idle',
      remainingMs: 25 * MIN,
      sessionCount: 0,
    });
  });

  it('ticks down from the stored end time', () => {
    const { state } = run(
      initialPomodoroState(settings),
      { type: 'start', now: T0 },
      { type: 'tick', now: T0 + 1_000 },
    );
    expect(state.remainingMs).toBe(25 * MIN - 1_000);
    expect(state.endsAt).toBe(T0 + 25 * MIN);
  });

  it('saves a completed focus session, counts it and starts a short break', () => {
    const started = { ...initialPomodoroState(settings), task: 'Write report' };
    const { state, effects } = run(started, { type: 'start', now: T0 }, { type: 'tick', now: T0 + 25 * MIN });
    expect(effects).toEqual([
      {
        type: 'saveSession',
        task: 'Write report',
        duration: 25,
        completedAt: new Date(T0 + 25 * MIN).toISOString(),
      },
      { type: 'playSound' },
    ]);
    expect(state).toMatchObject({
      mode: 'shortBreak',
      status: 'running',
      sessionCount: 1,
      remainingMs: 5 * MIN,
      endsAt: T0 + 30 * MIN,
    });
  });

  it('goes to a long break when the count is a multiple of sessionsBeforeLongBreak', () => {
    let state = initialPomodoroState(settings);
    state = run(state, { type: 'start', now: T0 }, { type: 'tick', now: T0 + 25 * MIN }).state;
    state = run(state, { type: 'tick', now: T0 + 30 * MIN }).state;
    expect(state).toMatchObject({ mode: 'focus', status: 'idle', sessionCount: 1 });
    state = run(state, { type: 'start', now: T0 + 31 * MIN }, { type: 'tick', now: T0 + 56 * MIN }).state;
    expect(state).toMatchObject({
      mode: 'longBreak',
      status: 'running',
      sessionCount: 2,
      remainingMs: 15 * MIN,
    });
  });

  it('returns to focus when a break finishes, with a sound, or is skipped', () => {
    const inBreak = run(
      initialPomodoroState(settings),
      { type: 'start', now: T0 },
      { type: 'tick', now: T0 + 25 * MIN },
    ).state;
    const finished = run(inBreak, { type: 'tick', now: T0 + 30 * MIN });
    expect(finished.state).toMatchObject({ mode: 'focus', status: 'idle', remainingMs: 25 * MIN });
    expect(finished.effects).toEqual([{ type: 'playSound' }]);
    const skipped = run(inBreak, { type: 'skipBreak' });
    expect(skipped.state).toMatchObject({ mode: 'focus', status: 'idle', remainingMs: 25 * MIN });
    expect(skipped.effects).toEqual([]);
  });

  it('saves partial focus only after more than 10 seconds', () => {
    const started = run(initialPomodoroState(settings), { type: 'start', now: T0 }).state;
    expect(run(started, { type: 'stop', now: T0 + 10_000 }).effects).toEqual([]);
    const partial = run(started, { type: 'stop', now: T0 + 6 * MIN });
    expect(partial.effects).toEqual([
      { type: 'saveSession', task: '', duration: 6, completedAt: new Date(T0 + 6 * MIN).toISOString() },
    ]);
    expect(partial.state).toMatchObject({
      mode: 'focus',
      status: 'idle',
      remainingMs: 25 * MIN,
      sessionCount: 0,
    });
  });

  it('keeps the remaining time while paused and resumes from it', () => {
    const paused = run(
      initialPomodoroState(settings),
      { type: 'start', now: T0 },
      { type: 'pause', now: T0 + 5 * MIN },
    ).state;
    expect(paused).toMatchObject({ status: 'paused', remainingMs: 20 * MIN, endsAt: null });
    expect(remainingAt(paused, T0 + 60 * MIN)).toBe(20 * MIN);
    const resumed = run(paused, { type: 'resume', now: T0 + 60 * MIN }).state;
    expect(resumed.endsAt).toBe(T0 + 80 * MIN);
  });

  it('recomputes the remaining time from the stored timestamp when the tab is visible again', () => {
    const started = run(initialPomodoroState(settings), { type: 'start', now: T0 }).state;
    // The tab slept for 7 minutes without ticks.
    expect(run(started, { type: 'tick', now: T0 + 7 * MIN }).state.remainingMs).toBe(18 * MIN);
    // It slept past the end: the session completes as of its end time.
    const late = run(started, { type: 'tick', now: T0 + 40 * MIN });
    expect(late.effects[0]).toMatchObject({
      type: 'saveSession',
      completedAt: new Date(T0 + 25 * MIN).toISOString(),
    });
    expect(late.state).toMatchObject({ mode: 'shortBreak', endsAt: T0 + 30 * MIN });
  });

  it('applies new settings to an idle timer at once', () => {
    const { state } = run(initialPomodoroState(settings), {
      type: 'setSettings',
      settings: { ...settings, focusDuration: 50 },
    });
    expect(state.remainingMs).toBe(50 * MIN);
  });
});
