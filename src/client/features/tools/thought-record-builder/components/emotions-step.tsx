import { Check, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { cn } from '@client/lib/class-names';
import { MAX_ITEMS, type FieldErrors, type ThoughtRecordDraft } from '../thought-record-draft';
import { draftUpdates } from '../thought-record-draft-updates';
import { RatingSlider } from './rating-slider';

export const commonEmotions = [
  'Anxious',
  'Sad',
  'Angry',
  'Ashamed',
  'Guilty',
  'Hurt',
  'Lonely',
  'Frustrated',
  'Embarrassed',
  'Scared',
  'Hopeless',
  'Jealous',
] as const;

interface EmotionsStepProps {
  draft: ThoughtRecordDraft;
  errors: FieldErrors;
  onChange: (draft: ThoughtRecordDraft) => void;
}

export function EmotionsStep({ draft, errors, onChange }: EmotionsStepProps) {
  const [other, setOther] = useState('');
  const indexOf = (name: string) =>
    draft.emotions.findIndex((e) => e.name.toLowerCase() === name.toLowerCase());
  const full = draft.emotions.length >= MAX_ITEMS;

  const toggle = (name: string) => {
    const index = indexOf(name);
    onChange(index === -1 ? draftUpdates.addEmotion(draft, name) : draftUpdates.removeEmotion(draft, index));
  };
  const addOther = () => {
    if (!other.trim()) return;
    onChange(draftUpdates.addEmotion(draft, other.slice(0, 40)));
    setOther('');
  };

  return (
    <div className="space-y-5">
      <div role="group" aria-labelledby="common-emotions-label" className="space-y-2">
        <p id="common-emotions-label" className="text-sm font-medium text-slate-800">
          Common emotions — tap any that fit
        </p>
        <div className="flex flex-wrap gap-2">
          {commonEmotions.map((name) => {
            const chosen = indexOf(name) !== -1;
            return (
              <button
                key={name}
                type="button"
                aria-pressed={chosen}
                disabled={!chosen && full}
                onClick={() => toggle(name)}
                className={cn(
                  'inline-flex min-h-10 items-center gap-1 rounded-full border px-3 text-sm font-medium transition-colors disabled:opacity-60',
                  chosen
                    ? 'border-teal-700 bg-teal-700 text-white hover:bg-teal-800'
                    : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
                )}
              >
                {chosen ? <Check aria-hidden="true" className="h-4 w-4" /> : null}
                {name}
              </button>
            );
          })}
        </div>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="grow">
          <FormField label="Another emotion" error={errors.emotions}>
            <Input
              value={other}
              maxLength={40}
              disabled={full}
              onChange={(e) => setOther(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  addOther();
                }
              }}
            />
          </FormField>
        </div>
        <Button variant="secondary" onClick={addOther} disabled={full || !other.trim()} className="h-11">
          <Plus aria-hidden="true" className="h-4 w-4" /> Add
        </Button>
      </div>
      {draft.emotions.length > 0 ? (
        <ul className="space-y-4" aria-label="Your emotions">
          {draft.emotions.map((emotion, index) => (
            <li key={emotion.name} className="space-y-2 rounded-xl border border-slate-200 p-4">
              <RatingSlider
                label={`${emotion.name} — how strong it felt`}
                value={emotion.intensity}
                onChange={(value) => onChange(draftUpdates.updateEmotionIntensity(draft, index, value))}
              />
              {errors[`emotions.${index}.name`] ? (
                <p className="text-sm font-medium text-red-700">{errors[`emotions.${index}.name`]}</p>
              ) : null}
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onChange(draftUpdates.removeEmotion(draft, index))}
              >
                <Trash2 aria-hidden="true" className="h-4 w-4" /> Remove {emotion.name}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
