import { useId, type ReactNode } from 'react';

const valueSizes = {
  md: 'text-base font-semibold',
  lg: 'text-2xl font-bold',
} as const;

interface LabelledSliderProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  min: number;
  max: number;
  /** What a screen reader says for the value, such as "7 out of 10". */
  valueText: string;
  /** The value as shown beside the label (screen readers hear `valueText` instead). */
  display: ReactNode;
  displaySize?: keyof typeof valueSizes;
  /** Words under the two ends of the track, lowest first. */
  ends?: readonly [string, string];
  hint?: string;
}

/** A labelled range input in whole steps, with its value shown beside the label and an optional hint. */
export function LabelledSlider({
  label,
  value,
  onChange,
  min,
  max,
  valueText,
  display,
  displaySize = 'md',
  ends,
  hint,
}: LabelledSliderProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="space-y-1">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        <span aria-hidden="true" className={`shrink-0 ${valueSizes[displaySize]} tabular-nums text-teal-800`}>
          {display}
        </span>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={1}
        value={value}
        aria-valuetext={valueText}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onChange(Number(event.target.value))}
        className="block h-8 w-full cursor-pointer accent-teal-700"
      />
      {ends ? (
        <div aria-hidden="true" className="flex justify-between text-xs text-slate-600">
          <span>{ends[0]}</span>
          <span>{ends[1]}</span>
        </div>
      ) : null}
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
