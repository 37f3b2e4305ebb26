import { useId } from 'react';

interface RadioScaleProps {
  legend: string;
  /** The word for each point, lowest first: the scale runs from 1 to their number. */
  labels: readonly string[];
  value: number | undefined;
  onChange: (value: number) => void;
  error?: string;
}

/** A 1–n scale as native radio buttons (arrow keys move between them), each with its number and word. */
export function RadioScale({ legend, labels, value, onChange, error }: RadioScaleProps) {
  const name = useId();
  return (
    <fieldset role="radiogroup" className="space-y-2" aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-5">
        {labels.map((label, index) => {
          const point = index + 1;
          return (
            <label key={point} className="cursor-pointer">
              <input
                type="radio"
                name={name}
                value={point}
                checked={value === point}
                onChange={() => onChange(point)}
                className="peer sr-only"
              />
              <span className="flex h-full items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-800 peer-checked:border-teal-700 peer-checked:bg-teal-50 peer-checked:font-semibold peer-checked:text-teal-900 peer-focus-visible:ring-2 peer-focus-visible:ring-teal-700 peer-focus-visible:ring-offset-2 sm:flex-col sm:gap-0.5 sm:text-center">
                <span className="font-semibold">{point}</span>
                <span>{label}</span>
              </span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={`${name}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
