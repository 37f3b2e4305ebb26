import * as z from '../../api/zod-mini';

import { POMODORO_DEFAULTS, type PomodoroSettingKey, type PomodoroSettings } from './pomodoro-defaults';

export { POMODORO_DEFAULTS, type PomodoroSettingKey, type PomodoroSettings };

const atLeastOne = (max: number) =>
  z
    .number()
    .check(
      z.int('Use a whole number.'),
      z.minimum(1, 'Must be at least 1.'),
      z.maximum(max, `Must be at most ${max}.`),
    );

export const pomodoroSettingsSchema = z.object({
  focusDuration: atLeastOne(240),
  shortBreakDuration: atLeastOne(120),
  longBreakDuration: atLeastOne(240),
  sessionsBeforeLongBreak: atLeastOne(12),
});

/**
 * Reads settings as typed in a form: an empty value takes its default (spec §5), anything else must be a
 * whole number of at least 1.
 */
export function parsePomodoroSettings(
  raw: Partial<Record<PomodoroSettingKey, string | number | null | undefined>>,
):
  | { success: true; data: PomodoroSettings }
  | { success: false; errors: Partial<Record<PomodoroSettingKey, string>> } {
  const filled = Object.fromEntries(
    (Object.keys(POMODORO_DEFAULTS) as PomodoroSettingKey[]).map((key) => {
      const value = raw[key];
      const empty =
        value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
      return [key, empty ? POMODORO_DEFAULTS[key] : Number(value)];
    }),
  );
  const parsed = pomodoroSettingsSchema.safeParse(filled);
  if (parsed.success) return { success: true, data: parsed.data };
  const errors: Partial<Record<PomodoroSettingKey, string>> = {};
  for (const issue of parsed.error.issues) errors[issue.path[0] as PomodoroSettingKey] ??= issue.message;
  return { success: false, errors };
}

/** Spec §5: a focus session counts as done when it lasted at least 90% of the focus duration. */
export function isCompletedSession(durationMinutes: number, focusDuration: number): boolean {
  return durationMinutes >= 0.9 * focusDuration;
}
