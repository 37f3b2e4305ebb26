import { useCallback, useState } from 'react';
import * as z from '@shared/api/zod-mini';
import { gratitudeEntrySchema } from '@shared/tools/entries/gratitude-log.schemas';
import { useTabDraft } from '@client/lib/use-tab-draft';
import { DraftRestoredNote } from '../../components/draft-restored-note';
import { FormActions } from '../../components/form-actions';
import { GratitudeItemsField } from './gratitude-items-field';
import { GratitudePromptPicker } from './gratitude-prompt-picker';

export type GratitudeEntry = z.infer<typeof gratitudeEntrySchema>;

interface GratitudeFormProps {
  initial?: GratitudeEntry;
  /** The prompt chosen when the form opens empty (today's prompt). */
  defaultPrompt?: string;
  submitLabel: string;
  isPending: boolean;
  /** Resolves true when saved, so the form can clear itself. */
  onSubmit: (data: GratitudeEntry) => Promise<boolean>;
  onCancel?: () => void;
  /** Said beside Save (a save waiting for the connection); see FormActions. */
  status?: string;
  /** The fields cannot change: what they hold is waiting to be sent, and is cleared once it is saved. */
  locked?: boolean;
}

// What is kept of a new entry while it is being written: loose, since it is checked on saving.
const gratitudeDraftSchema = z.object({
  items: z.array(z.string()).check(z.minLength(1)),
  prompt: z.string(),
});
type GratitudeDraft = z.infer<typeof gratitudeDraftSchema>;
const isDraftEmpty = (d: GratitudeDraft) => d.items.every((item) => !item.trim());

interface Errors {
  items: Record<number, string>;
  list?: string;
}

/** Validates the filled-in items (blank fields are left out) and maps messages back to the fields shown. */
function validate(items: string[], prompt: string) {
  const filled = items.flatMap((item, index) => (item.trim() ? [{ item, index }] : []));
  const parsed = gratitudeEntrySchema.safeParse({
    items: filled.map((f) => f.item),
    prompt: prompt || undefined,
  });
  if (parsed.success) return { data: parsed.data, errors: null };
  const errors: Errors = { items: {} };
  for (const issue of parsed.error.issues) {
    const [field, position] = issue.path;
    const shown = typeof position === 'number' ? filled[position]?.index : undefined;
    if (field === 'items' && shown !== undefined) errors.items[shown] ??= issue.message;
    else errors.list ??= issue.message;
  }
  return { data: null, errors };
}

/** Writes or edits one gratitude entry: one to five good things and an optional prompt. */
export function GratitudeForm({
  initial,
  defaultPrompt = '',
  submitLabel,
  isPending,
  onSubmit,
  onCancel,
  status,
  locked = false,
}: GratitudeFormProps) {
  const draft = useTabDraft(
    initial ? null : 'gratitude',
    gratitudeDraftSchema,
    useCallback(
      () => ({
        items: initial?.items ?? [''],
        prompt: initial ? (initial.prompt ?? '') : defaultPrompt,
      }),
      [initial, defaultPrompt],
    ),
    isDraftEmpty,
  );
  const { items, prompt } = draft.value;
  const setItems = (next: string[]) => draft.setValue((current) => ({ ...current, items: next }));
  const setPrompt = (next: string) => draft.setValue((current) => ({ ...current, prompt: next }));
  const [errors, setErrors] = useState<Errors>({ items: {} });

  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const result = validate(items, prompt);
    if (!result.data) return setErrors(result.errors);
    setErrors({ items: {} });
    const saved = await onSubmit(result.data);
    if (saved && !initial) draft.reset((current) => ({ ...current, items: [''] }));
  };

  return (
    <form className="space-y-5" onSubmit={(event) => void handleSubmit(event)} noValidate>
      <fieldset disabled={locked} className="min-w-0 space-y-5">
        <DraftRestoredNote shown={draft.restored} />
        <GratitudePromptPicker value={prompt} onChange={setPrompt} />
        {/* The prompt shows once, in its picker (issue 32.8: it was repeated in a box below). */}
        <GratitudeItemsField
          items={items}
          onChange={setItems}
          itemErrors={errors.items}
          listError={errors.list}
        />
      </fieldset>
      <FormActions submitLabel={submitLabel} isPending={isPending} onCancel={onCancel} status={status} />
    </form>
  );
}
