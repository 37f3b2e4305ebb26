import { useId } from 'react';
import { cn } from '@client/lib/class-names';
import { useTopValues } from '../api/top-values';

interface ValueTagsFieldProps {
  value: readonly string[] | undefined;
  onChange: (values: string[]) => void;
}

/**
 * "Which of your values does this live?": the member's top values as toggles, never required. Tags saved before
 * the latest sort stay on offer until taken off.
 */
export function ValueTagsField({ value = [], onChange }: ValueTagsFieldProps) {
  const id = useId();
  const top = useTopValues();
  const offered = [...(top.data?.topValues ?? []), ...value.filter((v) => !top.data?.topValues.includes(v))];
  // Tags are never required: while the values cannot be read, the form simply goes without them.
  if (top.isPending || top.isError) return null;
  return (
    <fieldset className="space-y-2" aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-medium text-slate-800">Values it lives (optional)</legend>
      {offered.length ? (
        <>
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            Tagged actions show in your values compass.
          </p>
          <div className="flex flex-wrap gap-2">
            {offered.map((name) => {
              const on = value.includes(name);
              return (
                <button
                  key={name}
                  type="button"
                  aria-pressed={on}
                  onClick={() =>
                    onChange(on ? value.filter((v) => v !== name) : [...value, name].slice(0, 5))
                  }
                  className={cn(
                    'min-h-11 rounded-full border px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700',
                    on
                      ? 'border-teal-700 bg-teal-700 text-white'
                      : 'border-slate-300 bg-white text-slate-800 hover:border-teal-600',
                  )}
                >
                  {name}
                </button>
              );
            })}
          </div>
        </>
      ) : (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          Sort your values in Values Clarification to tag what you do with the ones that matter most.
        </p>
      )}
    </fieldset>
  );
}
