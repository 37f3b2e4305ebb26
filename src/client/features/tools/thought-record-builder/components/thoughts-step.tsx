import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/ui/form-field';
import { Textarea } from '@client/components/ui/input';
import { MAX_ITEMS, type FieldErrors, type ThoughtRecordDraft } from '../thought-record-draft';
import { draftUpdates } from '../thought-record-draft-updates';
import { RatingSlider } from './rating-slider';

interface ThoughtsStepProps {
  draft: ThoughtRecordDraft;
  errors: FieldErrors;
  onChange: (draft: ThoughtRecordDraft) => void;
}

export function ThoughtsStep({ draft, errors, onChange }: ThoughtsStepProps) {
  const thoughts = draft.automaticThoughts;
  return (
    <div className="space-y-5">
      {errors.automaticThoughts ? (
        <p className="text-sm font-medium text-red-700">{errors.automaticThoughts}</p>
      ) : null}
      <ol className="space-y-5">
        {thoughts.map((thought, index) => (
          <li key={index} className="space-y-3 rounded-xl border border-slate-200 p-4">
            <FormField
              label={thoughts.length > 1 ? `Thought ${index + 1}` : 'The thought'}
              hint={
                index === 0
                  ? 'Write it the way it sounded in your head, e.g. “I’m going to mess this up.”'
                  : undefined
              }
              error={errors[`automaticThoughts.${index}.text`]}
            >
              <Textarea
                value={thought.text}
                onChange={(e) => onChange(draftUpdates.updateThought(draft, index, { text: e.target.value }))}
                rows={2}
                maxLength={500}
                className="min-h-20"
              />
            </FormField>
            <RatingSlider
              label={
                thoughts.length > 1
                  ? `How much you believed thought ${index + 1}`
                  : 'How much you believed it'
              }
              value={thought.belief}
              onChange={(belief) => onChange(draftUpdates.updateThought(draft, index, { belief }))}
            />
            {thoughts.length > 1 ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onChange(draftUpdates.removeThought(draft, index))}
              >
                <Trash2 aria-hidden="true" className="h-4 w-4" /> Remove thought {index + 1}
              </Button>
            ) : null}
          </li>
        ))}
      </ol>
      {thoughts.length < MAX_ITEMS ? (
        <Button variant="secondary" onClick={() => onChange(draftUpdates.addThought(draft))}>
          <Plus aria-hidden="true" className="h-4 w-4" /> Add another thought
        </Button>
      ) : (
        <p className="text-sm text-slate-600">That’s the most thoughts one record can hold.</p>
      )}
    </div>
  );
}
