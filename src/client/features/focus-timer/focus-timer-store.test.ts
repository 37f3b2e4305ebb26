import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFocusTimerStore, formatRemaining } from './focus-timer-store';

const MIN = 60_000;

describe('focus timer store', () => {
  beforeEach(() => localStorage.clear());

  it('opens the widget when started and survives a reload, recomputing the time left', () => {
    let now = Date.parse('2026-11-22T09:00:00Z');
    const store = createFocusTimerStore(() => now);
    store.setTask('Write');
    store.start();
    expect(store.get()).toMatchObject({ widgetOpen: true, state: { status: 'running', task: 'Write' } });

    now += 3 * MIN;
    const reloaded = createFocusTimerStore(() => now);
    reloaded.tick();
    expect(reloaded.get().widgetOpen).toBe(true);
    expect(reloaded.get().state.remainingMs).toBe(22 * MIN);
  });

  it('hands completed sessions and the sound to the effect handler', () => {
    let now = Date.parse('2026-11-22T09:00:00Z');
    const store = createFocusTimerStore(() => now);
    const handler = vi.fn();
    store.setEffectHandler(handler);
    store.start();
    now += 25 * MIN;
    store.tick();
    expect(handler).toHaveBeenCalledWith(expect.objectContaining({ type: 'saveSession', duration: 25 }));
    expect(handler).toHaveBeenCalledWith({ type: 'playSound' });
    expect(store.get().state.mode).toBe('shortBreak');
  });

  it('closes the widget and forgets everything on reset', () => {
    const store = createFocusTimerStore();
    store.start();
    store.closeWidget();
    expect(store.get().widgetOpen).toBe(false);
    store.setTask('Private task');
    store.reset();
    expect(store.get().state.task).toBe('');
    expect(createFocusTimerStore().get().state.task).toBe('');
  });

  it('formats the time left as mm:ss, rounding up', () => {
    expect(formatRemaining(25 * MIN)).toBe('25:00');
    expect(formatRemaining(61_001)).toBe('01:02');
    expect(formatRemaining(0)).toBe('00:00');
  });
});
