import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { habitEntrySchema } from '@shared/tools/entries/habit-tracker.schemas';
import type { HabitSchedule } from '@shared/tools/habits/habit-streaks';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { cn } from '@client/lib/class-names';
import { LazyValueTagsField } from '@client/features/compass/components/lazy-value-tags-field';
import { FormActions } from '../../components/form-actions';
import { useToolForm } from '../../components/use-tool-form';
import { DEFAULT_HABIT_COLOR, habitColors } from '../habit-colors';
import type { Habit } from '../use-habits';

export interface HabitFormValues {
  name: string;
  schedule: HabitSchedule;
  color?: string;
  values?: string[];
}

interface HabitFormProps {
  initial?: Habit;
  submitLabel: string;
  isSaving: boolean;
  /** Resolves true when saved; rejects with the failure (already shown), whose field messages go on the fields. */
  onSubmit: (values: HabitFormValues) => Promise<boolean>;
  onCancel: () => void;
}

const weekdays = [
  { day: 1, short: 'Mon', long: 'Monday' },
  { day: 2, short: 'Tue', long: 'Tuesday' },
  { day: 3, short: 'Wed', long: 'Wednesday' },
  { day: 4, short: 'Thu', long: 'Thursday' },
  { day: 5, short: 'Fri', long: 'Friday' },
  { day: 6, short: 'Sat', long: 'Saturday' },
  { day: 0, short: 'Sun', long: 'Sunday' },
];

const scheduleOptions = [
  { type: 'daily', label: 'Every day' },
  { type: 'weekdays', label: 'On chosen days' },
  { type: 'times-per-week', label: 'A number of times a week' },
] as const;

/** What the form holds: the schedule's parts side by side, so each keeps its choice while another is picked. */
interface HabitFields {
  name: string;
  type: HabitSchedule['type'];
  days: number[];
  times: string;
  color: string;
  values: string[];
}

function scheduleOf({ type, days, times }: HabitFields): HabitSchedule {
  if (type === 'weekdays') return { type, days };
  if (type === 'times-per-week') return { type, times: Number(times) };
  return { type };
}

/** The field showing a path of the habit: the schedule's days and times have their own. */
const habitFieldOf = (path: string) =>
  path.startsWith('schedule.days') ? 'days' : path.startsWith('schedule.times') ? 'times' : undefined;

/** Create or edit a habit: its name, how often, and a colour. */
export function HabitForm({ initial, submitLabel, isSaving, onSubmit, onCancel }: HabitFormProps) {
  const id = useId();
  const { form, submit, startAgain } = useToolForm({
    schema: habitEntrySchema,
    values: (): HabitFields => ({
      name: initial?.name ?? '',
      type: initial?.schedule.type ?? 'daily',
      days: initial?.schedule.type === 'weekdays' ? initial.schedule.days : [1, 3, 5],
      times: String(initial?.schedule.type === 'times-per-week' ? initial.schedule.times : 3),
      color: initial?.color ?? DEFAULT_HABIT_COLOR,
      values: initial?.values ?? [],
    }),
    fields: ['name', 'days', 'times'],
    toData: (values) => ({
      name: values.name,
      schedule: scheduleOf(values),
      color: values.color,
      values: values.values,
      completions: [],
      archived: false,
    }),
    fieldOf: habitFieldOf,
    messages: { times: 'Choose a number from 1 to 7.' },
  });
  const { control, register, watch, formState } = form;
  const { errors } = formState;
  const type = watch('type');

  const handleSubmit = submit(async (data) => {
    const saved = await onSubmit({
      name: data.name,
      schedule: data.schedule,
      color: data.color,
      values: data.values ?? [],
    });
    if (saved && !initial) startAgain((current) => ({ ...current, name: '' }));
  });

  return (
    <form onSubmit={(e) => void handleSubmit(e)} className="space-y-5" noValidate>
      <FormField
        label="Habit"
        hint="Small and concrete works best, like “Walk 20 minutes”."
        error={errors.name?.message}
      >
        <Input {...register('name')} maxLength={80} autoComplete="off" />
      </FormField>

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">How often</legend>
        <Controller
          control={control}
          name="type"
          render={({ field }) => (
            <div className="flex flex-wrap gap-x-5 gap-y-2">
              {scheduleOptions.map((option) => (
                <label key={option.type} className="inline-flex min-h-11 items-center gap-2 text-slate-800">
                  <input
                    type="radio"
                    name={`${id}-schedule`}
                    value={option.type}
                    checked={field.value === option.type}
                    onChange={() => field.onChange(option.type)}
                    className="h-4 w-4 accent-teal-700"
                  />
                  {option.label}
                </label>
              ))}
            </div>
          )}
        />
      </fieldset>

      {type === 'weekdays' ? (
        <fieldset className="space-y-2" aria-describedby={errors.days ? `${id}-days-error` : undefined}>
          <legend className="text-sm font-medium text-slate-800">On which days</legend>
          <Controller
            control={control}
            name="days"
            render={({ field }) => (
              <div className="flex flex-wrap gap-2">
                {weekdays.map(({ day, short, long }) => {
                  const on = field.value.includes(day);
                  return (
                    <button
                      key={day}
                      type="button"
                      aria-pressed={on}
                      aria-label={long}
                      onClick={() =>
                        field.onChange(
                          on ? field.value.filter((d) => d !== day) : [...field.value, day].sort(),
                        )
                      }
                      className={cn(
                        'h-11 min-w-12 rounded-lg px-2 text-sm font-semibold ring-1 ring-inset',
                        on
                          ? 'bg-teal-700 text-white ring-teal-700'
                          : 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-50',
                      )}
                    >
                      {short}
                    </button>
                  );
                })}
              </div>
            )}
          />
          {errors.days ? (
            <p id={`${id}-days-error`} className="text-sm font-medium text-red-700">
              {errors.days.message}
            </p>
          ) : null}
        </fieldset>
      ) : null}

      {type === 'times-per-week' ? (
        <FormField
          label="Times a week"
          hint="Any days you like, Monday to Sunday."
          error={errors.times?.message}
        >
          <Input type="number" inputMode="numeric" min={1} max={7} {...register('times')} className="w-28" />
        </FormField>
      ) : null}

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">Colour</legend>
        <Controller
          control={control}
          name="color"
          render={({ field }) => (
            <div className="flex flex-wrap gap-2">
              {habitColors.map((option) => (
                <label
                  key={option.value}
                  className="relative inline-flex h-11 w-11 cursor-pointer items-center justify-center"
                >
                  <input
                    type="radio"
                    name={`${id}-color`}
                    value={option.value}
                    checked={field.value === option.value}
                    onChange={() => field.onChange(option.value)}
                    className="peer sr-only"
                  />
                  <span className="sr-only">{option.name}</span>
                  <span
                    aria-hidden="true"
                    className="h-8 w-8 rounded-full ring-offset-2 peer-checked:ring-2 peer-checked:ring-slate-900 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-teal-700"
                    style={{ backgroundColor: option.value }}
                  />
                </label>
              ))}
            </div>
          )}
        />
      </fieldset>

      <Controller
        control={control}
        name="values"
        render={({ field }) => <LazyValueTagsField value={field.value} onChange={field.onChange} />}
      />

      <FormActions submitLabel={submitLabel} isPending={isSaving} onCancel={onCancel} />
    </form>
  );
}
