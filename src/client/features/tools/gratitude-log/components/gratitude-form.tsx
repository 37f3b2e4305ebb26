import { Controller } from 'react-hook-form';
import * as z from '@shared/api/zod-mini';
import { gratitudeEntrySchema } from '@shared/tools/entries/gratitude-log.schemas';
import { DraftRestoredNote } from '../../components/draft-restored-note';
import { FormActions } from '../../components/form-actions';
import { CrisisPhraseCard } from '@client/features/help-now/components/crisis-phrase-card';
import { useToolForm } from '../../components/use-tool-form';
import { GratitudeItemsField } from './gratitude-items-field';
import { GratitudePromptPicker } from './gratitude-prompt-picker';

export type GratitudeEntry = z.infer<typeof gratitudeEntrySchema>;

interface GratitudeFormProps {
  initial?: GratitudeEntry;
  /** The prompt chosen when the form opens empty (today's prompt). */
  defaultPrompt?: string;
  submitLabel: string;
  isPending: boolean;
  /**
   * Resolves true when saved, so the form can clear itself; rejects with the failure (already shown), whose
   * field messages go on the fields.
   */
  onSubmit: (data: GratitudeEntry) => Promise<boolean>;
  onCancel?: () => void;
}

// What is kept of a new entry while it is being written: loose, since it is checked on saving.
const gratitudeDraftSchema = z.object({
  items: z.array(z.string()).check(z.minLength(1)),
  prompt: z.string(),
});
type GratitudeDraft = z.infer<typeof gratitudeDraftSchema>;
const isDraftEmpty = (d: GratitudeDraft) => d.items.every((item) => !item.trim());

/** The items that are filled in, with where each is shown: blank fields are left out of the entry. */
const filledItems = (items: string[]) =>
  items.flatMap((item, index) => (item.trim() ? [{ item, index }] : []));

/** The field shown for a path of the entry: "items.1" is the second filled-in item, wherever it is shown. */
function shownField(path: string, values: GratitudeDraft): `items.${number}` | undefined {
  const [field, position] = path.split('.');
  const shown =
    field === 'items' && position !== undefined ? filledItems(values.items)[Number(position)] : undefined;
  return shown ? `items.${shown.index}` : undefined;
}

/** The messages kept under a list's error by item index. */
function messagesByIndex(error: object | undefined): Record<number, string> {
  const messages: Record<number, string> = {};
  for (const [key, value] of Object.entries(error ?? {})) {
    const message: unknown = value?.message;
    if (/^\d+$/.test(key) && typeof message === 'string') messages[Number(key)] = message;
  }
  return messages;
}

/** Writes or edits one gratitude entry: one to five good things and an optional prompt. */
export function GratitudeForm({
  initial,
  defaultPrompt = '',
  submitLabel,
  isPending,
  onSubmit,
  onCancel,
}: GratitudeFormProps) {
  const { form, submit, startAgain, restored } = useToolForm({
    schema: gratitudeEntrySchema,
    values: (): GratitudeDraft => ({
      items: initial?.items ?? [''],
      prompt: initial ? (initial.prompt ?? '') : defaultPrompt,
    }),
    fields: ['items'],
    toData: (values) => ({
      items: filledItems(values.items).map((f) => f.item),
      prompt: values.prompt || undefined,
    }),
    fieldOf: shownField,
    draft: { name: initial ? null : 'gratitude', schema: gratitudeDraftSchema, isEmpty: isDraftEmpty },
  });
  const { control, formState } = form;
  const itemsError = formState.errors.items;

  const handleSubmit = submit(async (data) => {
    if ((await onSubmit(data)) && !initial) startAgain((current) => ({ ...current, items: [''] }));
  });

  // The list's own message (beside its items' messages, react-hook-form keeps it as "root") and each item's.
  const listError = itemsError?.root?.message ?? itemsError?.message;
  const itemErrors = messagesByIndex(itemsError);

  return (
    <form className="space-y-5" onSubmit={(event) => void handleSubmit(event)} noValidate>
      <div className="min-w-0 space-y-5">
        <DraftRestoredNote shown={restored} />
        <Controller
          control={control}
          name="prompt"
          render={({ field }) => <GratitudePromptPicker value={field.value} onChange={field.onChange} />}
        />
        {/* The prompt shows once, in its picker (issue 32.8: it was repeated in a box below). */}
        <Controller
          control={control}
          name="items"
          render={({ field }) => (
            <GratitudeItemsField
              items={field.value}
              onChange={field.onChange}
              itemErrors={itemErrors}
              listError={listError}
            />
          )}
        />
      </div>
      <CrisisPhraseCard text={form.watch('items').join('\n')} />
      <FormActions submitLabel={submitLabel} isPending={isPending} onCancel={onCancel} />
    </form>
  );
}
