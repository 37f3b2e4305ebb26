import { describe, expect, it } from 'vitest';
import { POMODORO_DEFAULTS, isCompletedSession, parsePomodoroSettings } from './pomodoro-settings';

describe('parsePomodoroSettings', () => {
  it('fills empty values with 25, 5, 15 and 4', () => {
    expect(
      parsePomodoroSettings({ focusDuration: '', shortBreakDuration: null, longBreakDuration: '  ' }),
    ).toEqual({
      success: true,
      data: POMODORO_DEFAULTS,
    });
    expect(POMODORO_DEFAULTS).toEqual({
      focusDuration: 25,
      shortBreakDuration: 5,
      longBreakDuration: 15,
      sessionsBeforeLongBreak: 4,
    });
  });

  it('accepts whole numbers of at least 1', () => {
    expect(
      parsePomodoroSettings({
        focusDuration: '50',
        shortBreakDuration: 10,
        longBreakDuration: 1,
        sessionsBeforeLongBreak: '2',
      }),
    ).toEqual({
      success: true,
      data: { focusDuration: 50, shortBreakDuration: 10, longBreakDuration: 1, sessionsBeforeLongBreak: 2 },
    });
  });

  it('refuses values under 1, fractions and words, naming the field', () => {
    const result = parsePomodoroSettings({
      focusDuration: '0',
      shortBreakDuration: '2.5',
      sessionsBeforeLongBreak: 'four',
    });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.errors.focusDuration).toBe('Must be at least 1.');
      expect(result.errors.shortBreakDuration).toBe('Use a whole number.');
      expect(result.errors.sessionsBeforeLongBreak).toBeDefined();
      expect(result.errors.longBreakDuration).toBeUndefined();
    }
  });
});

describe('isCompletedSession', () => {
  it('counts a session as done at 90% of the focus duration', () => {
    expect(isCompletedSession(22.5, 25)).toBe(true);
    expect(isCompletedSession(22.49, 25)).toBe(false);
    expect(isCompletedSession(25, 25)).toBe(true);
  });
});
