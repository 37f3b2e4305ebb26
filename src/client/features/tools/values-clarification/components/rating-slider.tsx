import { useId } from 'react';

interface RatingSliderProps {
  value: string;
  rating: number;
  onChange: (rating: number) => void;
}

/** "How fully do you live this value?" on a 1–10 slider, with the number shown beside it. */
export function RatingSlider({ value, rating, onChange }: RatingSliderProps) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block font-medium text-slate-900">
        {value}
        <span className="sr-only">: how fully you live it, 1 to 10</span>
      </label>
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className="text-xs text-slate-700">
          1
        </span>
        <input
          id={id}
          type="range"
          min={1}
          max={10}
          step={1}
          value={rating}
          onChange={(e) => onChange(Number(e.target.value))}
          className="h-2 min-w-0 flex-1 accent-teal-700"
        />
        <span aria-hidden="true" className="text-xs text-slate-700">
          10
        </span>
        <output htmlFor={id} className="w-12 shrink-0 text-right font-semibold tabular-nums text-slate-900">
          {rating}/10
        </output>
      </div>
    </div>
  );
}
