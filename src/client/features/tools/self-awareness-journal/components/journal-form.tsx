import { RefreshCw } from 'lucide-react';
import { useCallback, useState } from 'react';
import * as z from '@shared/api/zod-mini';
import { journalEntrySchema } from '@shared/tools/entries/self-awareness-journal.schemas';
import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/ui/form-field';
import { Textarea } from '@client/components/ui/input';
import { useTabDraft } from '@client/lib/use-tab-draft';
import { DraftRestoredNote } from '../../components/draft-restored-note';
import { FormActions } from '../../components/form-actions';
import { RadioScale } from '../../components/radio-scale';
import { moodLabels } from '../emotion-tags';
import { anotherPromptIndex, journalPrompts, promptIndexForDay } from '../journal-prompts';
import { EmotionTagInput } from './emotion-tag-input';
import { JournalModeSwitch } from './journal-mode-switch';

export type JournalEntry = z.infer<typeof journalEntrySchema>;

interface JournalFormProps {
  initial?: JournalEntry;
  submitLabel: string;
  isPending: boolean;
  onSubmit: (data: JournalEntry) => Promise<boolean>;
  onCancel?: () => void;
  /** Said beside Save (a save waiting for the connection); see FormActions. */
  status?: string;
  /** The fields cannot change: what they hold is waiting to be sent, and is cleared once it is saved. */
  locked?: boolean;
}

type Errors = Partial<Record<'text' | 'mood' | 'emotions', string>>;

// What is kept of a new entry while it is being written: loose, since it is checked on saving.
const journalDraftSchema = z.object({
  mode: z.enum(['prompt', 'free']),
  prompt: z.string(),
  text: z.string(),
  mood: z.optional(z.number()),
  emotions: z.array(z.string()),
});
type JournalDraft = z.infer<typeof journalDraftSchema>;
const isDraftEmpty = (d: JournalDraft) => !d.text.trim() && d.mood === undefined && d.emotions.length === 0;

/** Writes or edits a journal entry: a prompt or free writing, the mood and the emotions. */
export function JournalForm({
  initial,
  submitLabel,
  isPending,
  onSubmit,
  onCancel,
  status,
  locked = false,
}: JournalFormProps) {
  const draft = useTabDraft(
    initial ? null : 'journal',
    journalDraftSchema,
    useCallback(
      () => ({
        mode: initial?.mode ?? 'prompt',
        prompt: initial?.prompt ?? journalPrompts[promptIndexForDay(new Date())] ?? '',
        text: initial?.text ?? '',
        mood: initial?.mood,
        emotions: initial?.emotions ?? [],
      }),
      [initial],
    ),
    isDraftEmpty,
  );
  const { mode, prompt, text, mood, emotions } = draft.value;
  const update = (patch: Partial<JournalDraft>) => draft.setValue((current) => ({ ...current, ...patch }));
  const [errors, setErrors] = useState<Errors>({});

  const nextPrompt = () => {
    const prompts: readonly string[] = journalPrompts;
    update({
      prompt: prompts[anotherPromptIndex(Math.max(0, prompts.indexOf(prompt)), prompts.length)] ?? prompt,
    });
  };

  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = journalEntrySchema.safeParse({
      mode,
      prompt: mode === 'prompt' ? prompt : undefined,
      text,
      mood,
      emotions,
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'mood') next.mood ??= 'Choose the mood closest to how you feel.';
        else if (field === 'text' || field === 'emotions') next[field] ??= issue.message;
      }
      return setErrors(next);
    }
    setErrors({});
    // A saved entry leaves the mode and the prompt as they were, ready for the next one.
    if ((await onSubmit(parsed.data)) && !initial) {
      draft.reset((current) => ({ ...current, text: '', mood: undefined, emotions: [] }));
    }
  };

  return (
    <form className="space-y-5" onSubmit={(event) => void handleSubmit(event)} noValidate>
      <fieldset disabled={locked} className="min-w-0 space-y-5">
        <DraftRestoredNote shown={draft.restored} />
        <JournalModeSwitch value={mode} onChange={(next) => update({ mode: next })} />
        {mode === 'prompt' ? (
          <div className="space-y-3 rounded-xl bg-amber-50 p-4">
            <p className="text-sm font-medium text-slate-700">{initial ? 'Prompt' : 'Today’s prompt'}</p>
            <p className="text-lg text-slate-900" aria-live="polite">
              {prompt}
            </p>
            <Button variant="secondary" size="sm" onClick={nextPrompt}>
              <RefreshCw aria-hidden="true" className="h-4 w-4" /> Another prompt
            </Button>
          </div>
        ) : null}
        <FormField
          label={mode === 'prompt' ? 'Your answer' : 'What is on your mind?'}
          hint="There is no right way to do this. Write as much or as little as you like."
          error={errors.text}
        >
          <Textarea
            value={text}
            onChange={(event) => update({ text: event.target.value })}
            rows={7}
            maxLength={20_000}
          />
        </FormField>
        <RadioScale
          legend="How is your mood?"
          labels={moodLabels}
          value={mood}
          onChange={(next) => update({ mood: next })}
          error={errors.mood}
        />
        <EmotionTagInput
          tags={emotions}
          onChange={(next) => update({ emotions: next })}
          error={errors.emotions}
        />
      </fieldset>
      <FormActions submitLabel={submitLabel} isPending={isPending} onCancel={onCancel} status={status} />
    </form>
  );
}
