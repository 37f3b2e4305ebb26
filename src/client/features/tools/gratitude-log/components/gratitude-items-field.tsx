import { Plus, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';

export const MAX_GRATITUDE_ITEMS = 5;

interface GratitudeItemsFieldProps {
  items: string[];
  onChange: (items: string[]) => void;
  /** Messages by item index, and one for the list as a whole. */
  itemErrors: Record<number, string>;
  listError?: string;
}

/** One to five text fields, each one good thing, with add and remove. */
export function GratitudeItemsField({ items, onChange, itemErrors, listError }: GratitudeItemsFieldProps) {
  const id = useId();
  const focusIndex = useRef<number | null>(null);

  useEffect(() => {
    if (focusIndex.current === null) return;
    document.getElementById(`${id}-item-${focusIndex.current}`)?.focus();
    focusIndex.current = null;
  }, [id, items.length]);

  const update = (index: number, value: string) =>
    onChange(items.map((item, i) => (i === index ? value : item)));
  const add = () => {
    focusIndex.current = items.length;
    onChange([...items, '']);
  };
  const remove = (index: number) => {
    focusIndex.current = Math.max(0, index - 1);
    onChange(items.filter((_, i) => i !== index));
  };

  return (
    <fieldset className="space-y-3" aria-describedby={`${id}-count${listError ? ` ${id}-error` : ''}`}>
      <legend className="text-sm font-medium text-slate-800">Good things</legend>
      <ol className="space-y-3">
        {items.map((item, index) => {
          const error = itemErrors[index];
          const inputId = `${id}-item-${index}`;
          return (
            <li key={index} className="space-y-1">
              <label htmlFor={inputId} className="sr-only">
                Good thing {index + 1}
              </label>
              <div className="flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className="w-5 shrink-0 text-right text-sm font-semibold text-slate-600"
                >
                  {index + 1}.
                </span>
                <Input
                  id={inputId}
                  value={item}
                  maxLength={500}
                  onChange={(event) => update(index, event.target.value)}
                  placeholder={index === 0 ? 'Something, big or small, that you are glad of' : undefined}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${inputId}-error` : undefined}
                />
                {items.length > 1 ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    className="shrink-0"
                    aria-label={`Remove good thing ${index + 1}`}
                    onClick={() => remove(index)}
                  >
                    <X aria-hidden="true" className="h-4 w-4" />
                  </Button>
                ) : null}
              </div>
              {error ? (
                <p id={`${inputId}-error`} className="pl-7 text-sm font-medium text-red-700">
                  {error}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" size="sm" onClick={add} disabled={items.length >= MAX_GRATITUDE_ITEMS}>
          <Plus aria-hidden="true" className="h-4 w-4" /> Add another
        </Button>
        <p id={`${id}-count`} className="text-sm text-slate-600" aria-live="polite">
          {items.length} of {MAX_GRATITUDE_ITEMS}
          {items.length >= MAX_GRATITUDE_ITEMS ? ' — that is the most for one entry' : ''}
        </p>
      </div>
      {listError ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {listError}
        </p>
      ) : null}
    </fieldset>
  );
}
