import { Shuffle } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/ui/form-field';
import { Select } from '@client/components/ui/input';
import { gratitudePrompts, shufflePromptIndex } from '../gratitude-prompts';

const NO_PROMPT = '';

/** Picks one of the prompts, a different one at random, or none; `value` is the prompt text or ''. */
export function GratitudePromptPicker({
  value,
  onChange,
}: {
  value: string;
  onChange: (prompt: string) => void;
}) {
  const prompts: readonly string[] = gratitudePrompts;
  // An entry saved with a prompt that has since left the list keeps it as a choice.
  const options = value && !prompts.includes(value) ? [value, ...prompts] : prompts;
  const shuffle = () => {
    const current = prompts.indexOf(value);
    onChange(prompts[shufflePromptIndex(current < 0 ? 0 : current, prompts.length)] ?? NO_PROMPT);
  };

  return (
    <div className="space-y-2">
      <FormField
        label="A prompt, if you would like one"
        hint="Prompts change each day. Choose “No prompt” to write freely."
      >
        <Select value={value} onChange={(event) => onChange(event.target.value)}>
          <option value={NO_PROMPT}>No prompt</option>
          {options.map((prompt) => (
            <option key={prompt} value={prompt}>
              {prompt}
            </option>
          ))}
        </Select>
      </FormField>
      <Button variant="secondary" size="sm" onClick={shuffle}>
        <Shuffle aria-hidden="true" className="h-4 w-4" /> Another prompt
      </Button>
    </div>
  );
}
