import { Check, Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { cn } from '@client/lib/class-names';
import { MAX_EMOTIONS, addEmotionTag, suggestedEmotions, toggleEmotionTag } from '../emotion-tags';

interface EmotionTagInputProps {
  tags: string[];
  onChange: (tags: string[]) => void;
  error?: string;
}

/** Emotion tags: suggested chips to toggle, the member's own words, and the chosen ones to remove. */
export function EmotionTagInput({ tags, onChange, error }: EmotionTagInputProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [message, setMessage] = useState<string | undefined>();
  const shown = message ?? error;

  const apply = (result: { tags: string[]; error?: string }) => {
    setMessage(result.error);
    onChange(result.tags);
  };
  const addDraft = () => {
    const result = addEmotionTag(tags, draft);
    apply(result);
    if (!result.error) setDraft('');
  };
  const own = tags.filter((tag) => !(suggestedEmotions as readonly string[]).includes(tag));

  return (
    <fieldset className="space-y-3" aria-describedby={`${id}-count${shown ? ` ${id}-error` : ''}`}>
      <legend className="text-sm font-medium text-slate-800">Emotions (optional)</legend>
      <div className="flex flex-wrap gap-2">
        {suggestedEmotions.map((emotion) => {
          const on = tags.includes(emotion);
          return (
            <button
              key={emotion}
              type="button"
              aria-pressed={on}
              onClick={() => apply(toggleEmotionTag(tags, emotion))}
              className={cn(
                'inline-flex min-h-9 items-center gap-1 rounded-full border px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700',
                on
                  ? 'border-teal-700 bg-teal-700 text-white'
                  : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
              )}
            >
              {on ? <Check aria-hidden="true" className="h-3.5 w-3.5" /> : null}
              {emotion}
            </button>
          );
        })}
      </div>
      {own.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Your own emotion words">
          {own.map((tag) => (
            <li
              key={tag}
              className="inline-flex min-h-9 items-center gap-1 rounded-full bg-teal-700 pl-3 text-sm text-white"
            >
              <span className="break-all">{tag}</span>
              <button
                type="button"
                className="inline-flex h-9 w-9 items-center justify-center rounded-full hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
                aria-label={`Remove ${tag}`}
                onClick={() => apply({ tags: tags.filter((t) => t !== tag) })}
              >
                <X aria-hidden="true" className="h-4 w-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex gap-2">
        <label htmlFor={`${id}-own`} className="sr-only">
          Another emotion, in your own words
        </label>
        <Input
          id={`${id}-own`}
          value={draft}
          placeholder="Another emotion, in your own words"
          maxLength={60}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            addDraft();
          }}
        />
        <Button variant="secondary" className="h-11 shrink-0" onClick={addDraft}>
          <Plus aria-hidden="true" className="h-4 w-4" /> Add
        </Button>
      </div>
      <p id={`${id}-count`} className="text-sm text-slate-600" aria-live="polite">
        {tags.length} of {MAX_EMOTIONS} chosen
      </p>
      {shown ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700" role="alert">
          {shown}
        </p>
      ) : null}
    </fieldset>
  );
}
