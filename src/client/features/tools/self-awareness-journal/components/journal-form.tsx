import { RefreshCw } from 'lucide-react';
import { Controller } from 'react-hook-form';
import * as z from '@shared/api/zod-mini';
import { journalEntrySchema } from '@shared/tools/entries/self-awareness-journal.schemas';
import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/ui/form-field';
import { Textarea } from '@client/components/ui/input';
import { DraftRestoredNote } from '../../components/draft-restored-note';
import { FormActions } from '../../components/form-actions';
import { RadioScale } from '../../components/radio-scale';
import { CrisisPhraseCard } from '@client/features/help-now/components/crisis-phrase-card';
import { useToolForm } from '../../components/use-tool-form';
import { moodLabels } from '../emotion-tags';
import { anotherPromptIndex, journalPrompts, promptIndexForDay } from '../journal-prompts';
import { EmotionTagInput } from './emotion-tag-input';
import { JournalModeSwitch } from './journal-mode-switch';

export type JournalEntry = z.infer<typeof journalEntrySchema>;

interface JournalFormProps {
  initial?: JournalEntry;
  submitLabel: string;
  isPending: boolean;
  /** Resolves true when saved; rejects with the failure (already shown), whose field messages go on the fields. */
  onSubmit: (data: JournalEntry) => Promise<boolean>;
  onCancel?: () => void;
}

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
export function JournalForm({ initial, submitLabel, isPending, onSubmit, onCancel }: JournalFormProps) {
  const { form, submit, startAgain, restored } = useToolForm({
    schema: journalEntrySchema,
    values: (): JournalDraft => ({
      mode: initial?.mode ?? 'prompt',
      prompt: initial?.prompt ?? journalPrompts[promptIndexForDay(new Date())] ?? '',
      text: initial?.text ?? '',
      mood: initial?.mood,
      emotions: initial?.emotions ?? [],
    }),
    fields: ['text', 'mood', 'emotions'],
    toData: (values) => ({ ...values, prompt: values.mode === 'prompt' ? values.prompt : undefined }),
    messages: { mood: 'Choose the mood closest to how you feel.' },
    draft: { name: initial ? null : 'journal', schema: journalDraftSchema, isEmpty: isDraftEmpty },
  });
  const { control, register, setValue, watch, formState } = form;
  const { errors } = formState;
  const mode = watch('mode');
  const prompt = watch('prompt');

  const nextPrompt = () => {
    const prompts: readonly string[] = journalPrompts;
    const next = prompts[anotherPromptIndex(Math.max(0, prompts.indexOf(prompt)), prompts.length)] ?? prompt;
    setValue('prompt', next, { shouldDirty: true });
  };

  const handleSubmit = submit(async (data) => {
    // A saved entry leaves the mode and the prompt as they were, ready for the next one.
    if ((await onSubmit(data)) && !initial) {
      startAgain((current) => ({ ...current, text: '', mood: undefined, emotions: [] }));
    }
  });

  return (
    <form className="space-y-5" onSubmit={(event) => void handleSubmit(event)} noValidate>
      <div className="min-w-0 space-y-5">
        <DraftRestoredNote shown={restored} />
        <Controller
          control={control}
          name="mode"
          render={({ field }) => <JournalModeSwitch value={field.value} onChange={field.onChange} />}
        />
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
          error={errors.text?.message}
        >
          <Textarea {...register('text')} rows={7} maxLength={20_000} />
        </FormField>
        <Controller
          control={control}
          name="mood"
          render={({ field, fieldState }) => (
            <RadioScale
              legend="How is your mood?"
              labels={moodLabels}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="emotions"
          render={({ field, fieldState }) => (
            <EmotionTagInput tags={field.value} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
      </div>
      <CrisisPhraseCard text={watch('text')} />
      <FormActions submitLabel={submitLabel} isPending={isPending} onCancel={onCancel} />
    </form>
  );
}
