import { FormField } from '@client/components/ui/form-field';
import { Textarea } from '@client/components/ui/input';
import type { FieldErrors, ThoughtRecordDraft } from '../thought-record-draft';

interface StepProps {
  draft: ThoughtRecordDraft;
  errors: FieldErrors;
  onChange: (draft: ThoughtRecordDraft) => void;
}

export function SituationStep({ draft, errors, onChange }: StepProps) {
  return (
    <FormField
      label="What happened?"
      hint="Where were you, who was there, what was going on? Describe it as a camera would see it."
      error={errors.situation}
    >
      <Textarea
        value={draft.situation}
        onChange={(e) => onChange({ ...draft, situation: e.target.value })}
        rows={4}
        maxLength={2000}
      />
    </FormField>
  );
}

export function EvidenceStep({ draft, errors, onChange }: StepProps) {
  return (
    <div className="space-y-5">
      <FormField
        label="What supports the thought?"
        hint="Facts only: things that actually happened, not feelings or guesses."
        error={errors.evidenceFor}
      >
        <Textarea
          value={draft.evidenceFor}
          onChange={(e) => onChange({ ...draft, evidenceFor: e.target.value })}
          rows={4}
          maxLength={3000}
        />
      </FormField>
      <FormField
        label="What doesn’t fit the thought?"
        hint="Anything that points the other way, however small. Times it wasn’t true count too."
        error={errors.evidenceAgainst}
      >
        <Textarea
          value={draft.evidenceAgainst}
          onChange={(e) => onChange({ ...draft, evidenceAgainst: e.target.value })}
          rows={4}
          maxLength={3000}
        />
      </FormField>
    </div>
  );
}

const helperQuestions = [
  'What would you say to a friend who had this thought?',
  'Is there another way of looking at what happened?',
  'What is the most likely outcome — not the worst, not the best?',
  'Taking all the evidence into account, what is a fairer way to put it?',
  'Will this matter in a week? In a year?',
];

export function BalancedThoughtStep({ draft, errors, onChange }: StepProps) {
  return (
    <div className="space-y-5">
      {draft.automaticThoughts.some((t) => t.text.trim()) ? (
        <div className="rounded-xl bg-slate-50 p-4">
          <p className="text-sm font-medium text-slate-800">Your thoughts</p>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700">
            {draft.automaticThoughts.map((t, i) => (t.text.trim() ? <li key={i}>{t.text}</li> : null))}
          </ul>
        </div>
      ) : null}
      <div>
        <p className="text-sm font-medium text-slate-800">Some questions that can help</p>
        <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700">
          {helperQuestions.map((q) => (
            <li key={q}>{q}</li>
          ))}
        </ul>
      </div>
      <FormField
        label="A more balanced thought"
        hint="It doesn’t have to be positive, just fair and kind. You can leave this blank if nothing comes yet."
        error={errors.balancedThought}
      >
        <Textarea
          value={draft.balancedThought}
          onChange={(e) => onChange({ ...draft, balancedThought: e.target.value })}
          rows={4}
          maxLength={1000}
        />
      </FormField>
    </div>
  );
}
