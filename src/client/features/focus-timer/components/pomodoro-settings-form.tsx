import { useState } from 'react';
import {
  POMODORO_DEFAULTS,
  parsePomodoroSettings,
  type PomodoroSettingKey,
  type PomodoroSettings,
} from '@shared/tools/pomodoro/pomodoro-settings';
import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { toast, toastError } from '@client/components/ui/toast-store';
import { useSaveToolSettings } from '@client/features/tools/api/tool-entries-api';
import { focusTimer } from '../focus-timer-store';

const fields: { key: PomodoroSettingKey; label: string; unit: string }[] = [
  { key: 'focusDuration', label: 'Focus', unit: 'minutes' },
  { key: 'shortBreakDuration', label: 'Short break', unit: 'minutes' },
  { key: 'longBreakDuration', label: 'Long break', unit: 'minutes' },
  { key: 'sessionsBeforeLongBreak', label: 'Sessions before a long break', unit: 'sessions' },
];

/** The four settings of spec §4; an empty field takes its default, anything else must be at least 1. */
export function PomodoroSettingsForm({ settings }: { settings: PomodoroSettings }) {
  const save = useSaveToolSettings<PomodoroSettings>('pomodoro-timer');
  const [values, setValues] = useState<Record<PomodoroSettingKey, string>>(() => {
    const entries = fields.map(({ key }) => [key, String(settings[key])]);
    return Object.fromEntries(entries) as Record<PomodoroSettingKey, string>;
  });
  const [errors, setErrors] = useState<Partial<Record<PomodoroSettingKey, string>>>({});

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = parsePomodoroSettings(values);
    if (!parsed.success) return setErrors(parsed.errors);
    setErrors({});
    try {
      await save.mutateAsync(parsed.data);
      focusTimer.setSettings(parsed.data);
      setValues(
        Object.fromEntries(fields.map(({ key }) => [key, String(parsed.data[key])])) as Record<
          PomodoroSettingKey,
          string
        >,
      );
      toast({ title: 'Timer settings saved' });
    } catch (error) {
      toastError('Could not save the timer settings', error);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map(({ key, label, unit }) => (
          <FormField
            key={key}
            label={`${label} (${unit})`}
            error={errors[key]}
            hint={`Leave empty for ${POMODORO_DEFAULTS[key]}.`}
          >
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={values[key]}
              onChange={(e) => setValues({ ...values, [key]: e.target.value })}
            />
          </FormField>
        ))}
      </div>
      <Button type="submit" variant="secondary" disabled={save.isPending}>
        Save settings
      </Button>
    </form>
  );
}
