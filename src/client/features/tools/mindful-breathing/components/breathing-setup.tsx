import { breathingPatterns } from '@shared/tools/entries/mindful-breathing.schemas';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { cn } from '@client/lib/class-names';
import { breathingPatternDetails, durationChoices, type BreathingPatternKey } from '../breathing-patterns';

export type DurationSelection = (typeof durationChoices)[number] | 'custom';

interface BreathingSetupProps {
  pattern: BreathingPatternKey;
  onPatternChange: (pattern: BreathingPatternKey) => void;
  duration: DurationSelection;
  onDurationChange: (duration: DurationSelection) => void;
  customMinutes: string;
  onCustomMinutesChange: (text: string) => void;
  customError?: string;
  disabled: boolean;
}

const optionClasses =
  'flex cursor-pointer gap-3 rounded-xl border border-slate-300 bg-white p-3 has-[:checked]:border-teal-700 has-[:checked]:bg-teal-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-teal-700 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-70';

/** The choice of pattern and length, made before a session starts. */
export function BreathingSetup(props: BreathingSetupProps) {
  const { pattern, duration, disabled } = props;
  return (
    <div className="space-y-6">
      <fieldset className="space-y-3" disabled={disabled}>
        <legend className="mb-2 text-base font-semibold text-slate-900">Pattern</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {breathingPatterns.map((key) => {
            const details = breathingPatternDetails[key];
            return (
              <label key={key} className={optionClasses}>
                <input
                  type="radio"
                  name="breathing-pattern"
                  value={key}
                  checked={pattern === key}
                  onChange={() => props.onPatternChange(key)}
                  className="mt-1 h-4 w-4 accent-teal-700"
                />
                <span>
                  <span className="block font-semibold text-slate-900">{details.name}</span>
                  <span className="block text-sm text-slate-700">{details.description}</span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <fieldset className="space-y-3" disabled={disabled}>
        <legend className="mb-2 text-base font-semibold text-slate-900">How long</legend>
        <div className="flex flex-wrap gap-2">
          {[...durationChoices, 'custom' as const].map((choice) => (
            <label key={choice} className={cn(optionClasses, 'items-center py-2')}>
              <input
                type="radio"
                name="breathing-duration"
                value={choice}
                checked={duration === choice}
                onChange={() => props.onDurationChange(choice)}
                className="h-4 w-4 accent-teal-700"
              />
              <span className="font-medium text-slate-900">
                {choice === 'custom' ? 'Custom' : `${choice} min`}
              </span>
            </label>
          ))}
        </div>
        {duration === 'custom' ? (
          <div className="max-w-48">
            <FormField label="Minutes (1–60)" error={props.customError}>
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                max={60}
                step={1}
                value={props.customMinutes}
                onChange={(e) => props.onCustomMinutesChange(e.target.value)}
              />
            </FormField>
          </div>
        ) : null}
      </fieldset>
    </div>
  );
}
