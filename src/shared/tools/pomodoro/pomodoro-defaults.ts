// Kept apart from the zod schema so the client shell (the focus timer) can read them without loading zod.

/** Spec §9: focus 25 min, short break 5, long break 15, a long break every 4 sessions. */
export const POMODORO_DEFAULTS = {
  focusDuration: 25,
  shortBreakDuration: 5,
  longBreakDuration: 15,
  sessionsBeforeLongBreak: 4,
} as const;

export type PomodoroSettings = { [K in keyof typeof POMODORO_DEFAULTS]: number };
export type PomodoroSettingKey = keyof PomodoroSettings;
