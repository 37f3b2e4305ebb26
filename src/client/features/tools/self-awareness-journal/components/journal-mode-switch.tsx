import { useId } from 'react';

export type JournalMode = 'prompt' | 'free';

const modes: { value: JournalMode; label: string }[] = [
  { value: 'prompt', label: 'Guided prompt' },
  { value: 'free', label: 'Free writing' },
];

/** Chooses between answering a prompt and writing freely, as a pair of radio buttons. */
export function JournalModeSwitch({
  value,
  onChange,
}: {
  value: JournalMode;
  onChange: (mode: JournalMode) => void;
}) {
  const name = useId();
  return (
    <fieldset role="radiogroup">
      <legend className="mb-2 text-sm font-medium text-slate-800">How would you like to write?</legend>
      <div className="inline-flex rounded-lg bg-slate-100 p-1">
        {modes.map((mode) => (
          <label key={mode.value} className="cursor-pointer">
            <input
              type="radio"
              name={name}
              value={mode.value}
              checked={value === mode.value}
              onChange={() => onChange(mode.value)}
              className="peer sr-only"
            />
            <span className="block rounded-md px-4 py-2 text-sm font-medium text-slate-700 peer-checked:bg-white peer-checked:text-teal-900 peer-checked:shadow-sm peer-focus-visible:ring-2 peer-focus-visible:ring-teal-700">
              {mode.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
