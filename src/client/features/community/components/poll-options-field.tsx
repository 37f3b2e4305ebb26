import { Plus, X } from 'lucide-react';
import {
  POLL_MAX_OPTIONS,
  POLL_MIN_OPTIONS,
  POLL_OPTION_MAX_LENGTH,
} from '@shared/community/community.schemas';
import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';

/** The options of a new poll: between 2 and 10, added and removed in place. */
export function PollOptionsField({
  options,
  errors,
  error,
  onChange,
}: {
  options: string[];
  errors: (string | undefined)[];
  error: string | undefined;
  onChange: (options: string[]) => void;
}) {
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-800">Poll options</legend>
      {options.map((option, i) => (
        <div key={i} className="flex items-start gap-2">
          <div className="flex-1">
            <FormField label={`Option ${i + 1}`} error={errors[i]}>
              <Input
                value={option}
                maxLength={POLL_OPTION_MAX_LENGTH}
                onChange={(e) => onChange(options.map((o, j) => (j === i ? e.target.value : o)))}
              />
            </FormField>
          </div>
          <Button
            variant="ghost"
            size="icon"
            className="mt-7"
            aria-label={`Remove option ${i + 1}`}
            disabled={options.length <= POLL_MIN_OPTIONS}
            onClick={() => onChange(options.filter((_, j) => j !== i))}
          >
            <X aria-hidden="true" className="h-4 w-4" />
          </Button>
        </div>
      ))}
      {error ? <p className="text-sm font-medium text-red-700">{error}</p> : null}
      <Button
        variant="secondary"
        size="sm"
        disabled={options.length >= POLL_MAX_OPTIONS}
        onClick={() => onChange([...options, ''])}
      >
        <Plus aria-hidden="true" className="h-4 w-4" />
        Add option
      </Button>
    </fieldset>
  );
}
