import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { cn } from '@client/lib/class-names';
import { OTHER_GROUP, searchEmotions } from '../emotion-groups';

interface EmotionPickerProps {
  emotion: string;
  emotionGroup: string;
  error?: string;
  onChange: (emotion: string, emotionGroup: string) => void;
}

/** Emotions by family, as one group of radio buttons, with a search and room for the member's own word. */
export function EmotionPicker({ emotion, emotionGroup, error, onChange }: EmotionPickerProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const groups = searchEmotions(query);
  const ownWord = query.trim().slice(0, 40);

  return (
    <div className="space-y-4">
      <div className="space-y-1.5">
        <label htmlFor={`${id}-search`} className="block text-sm font-medium text-slate-800">
          Search emotions
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-3 top-3 h-5 w-5 text-slate-500"
          />
          <Input
            id={`${id}-search`}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') e.preventDefault();
            }}
            aria-controls={`${id}-groups`}
            className="pl-10"
          />
        </div>
      </div>
      <p role="status" className="sr-only">
        {query.trim() ? `${groups.reduce((n, g) => n + g.emotions.length, 0)} emotions match` : ''}
      </p>
      <fieldset
        id={`${id}-groups`}
        aria-describedby={error ? `${id}-error` : undefined}
        data-invalid={error ? true : undefined}
        className="space-y-4"
      >
        <legend className="mb-2 text-sm font-medium text-slate-800">
          Which emotion is closest to what you feel?
        </legend>
        {error ? (
          <p id={`${id}-error`} className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
        {groups.map((group) => (
          <fieldset key={group.name}>
            <legend className="mb-2 text-sm font-semibold text-slate-700">{group.name}</legend>
            <div className="flex flex-wrap gap-2">
              {group.emotions.map((name) => {
                const checked = emotion === name && emotionGroup === group.name;
                return (
                  <label
                    key={name}
                    className={cn(
                      'inline-flex min-h-10 cursor-pointer items-center rounded-full border px-3 text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-teal-700 has-[:focus-visible]:ring-offset-2',
                      checked
                        ? 'border-teal-700 bg-teal-700 text-white'
                        : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
                    )}
                  >
                    <input
                      type="radio"
                      name={`${id}-emotion`}
                      value={name}
                      checked={checked}
                      onChange={() => onChange(name, group.name)}
                      className="sr-only"
                    />
                    {name}
                  </label>
                );
              })}
            </div>
          </fieldset>
        ))}
      </fieldset>
      {groups.length === 0 ? (
        <div className="space-y-2 rounded-xl bg-slate-50 p-4">
          <p className="text-slate-700">No emotion in the list matches “{query.trim()}”.</p>
          <Button variant="secondary" size="sm" onClick={() => onChange(ownWord, OTHER_GROUP)}>
            Use “{ownWord}” as my emotion
          </Button>
        </div>
      ) : null}
      {emotion ? (
        <p className="rounded-xl bg-teal-50 px-4 py-3 text-teal-900">
          You chose <strong>{emotion}</strong>
          {emotionGroup && emotionGroup !== emotion ? ` (${emotionGroup})` : ''}.
        </p>
      ) : null}
    </div>
  );
}
