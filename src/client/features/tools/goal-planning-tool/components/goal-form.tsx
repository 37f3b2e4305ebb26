import { Controller } from 'react-hook-form';
import * as z from '@shared/api/zod-mini';
import { goalEntrySchema } from '@shared/tools/entries/goal-planning-tool.schemas';
import { FormField } from '@client/components/ui/form-field';
import { Input, Select, Textarea } from '@client/components/ui/input';
import { discardTabDraft } from '@client/lib/tab-drafts';
import { LazyValueTagsField } from '@client/features/compass/components/lazy-value-tags-field';
import { DraftRestoredNote } from '../../components/draft-restored-note';
import { FormActions } from '../../components/form-actions';
import { useToolForm } from '../../components/use-tool-form';
import { goalStatuses, statusLabels, type Goal } from '../goal-progress';

export type GoalFormValues = Omit<Goal, 'milestones'>;

interface GoalFormProps {
  initial?: Goal;
  submitLabel: string;
  isSaving: boolean;
  /** Resolves true when saved; rejects with the failure (already shown), whose field messages go on the fields. */
  onSubmit: (values: GoalFormValues) => Promise<boolean>;
  onCancel: () => void;
}

const smartFields = [
  { key: 'specific', label: 'Specific', hint: 'What exactly will you do? Where, with whom, how?' },
  {
    key: 'measurable',
    label: 'Measurable',
    hint: 'How will you know you got there? A number or something you can see.',
  },
  {
    key: 'achievable',
    label: 'Achievable',
    hint: 'What makes this doable for you now? What help might you need?',
  },
  { key: 'relevant', label: 'Relevant', hint: 'Why does this matter to you, and why now?' },
] as const;

/** The name of the new goal's draft in this tab (see lib/tab-drafts). */
export const GOAL_DRAFT = 'goal';

const goalDraftSchema = z.object({
  title: z.string(),
  specific: z.string(),
  measurable: z.string(),
  achievable: z.string(),
  relevant: z.string(),
  timeBound: z.string(),
  status: z.enum(goalStatuses),
  values: z._default(z.array(z.string()), []),
});
type GoalDraft = z.infer<typeof goalDraftSchema>;

const isDraftEmpty = (draft: GoalDraft) =>
  [draft.title, draft.specific, draft.measurable, draft.achievable, draft.relevant, draft.timeBound].every(
    (text) => !text.trim(),
  );

const optional = (value: string) => (value.trim() ? value : undefined);

/** Create or edit a goal with the SMART questions, each optional, plus a due date and a status. */
export function GoalForm({ initial, submitLabel, isSaving, onSubmit, onCancel }: GoalFormProps) {
  // A new goal is kept as a draft in this tab; editing a saved goal is plain state.
  const { form, submit, startAgain, registerDate, restored } = useToolForm({
    schema: goalEntrySchema,
    values: (): GoalDraft => ({
      title: initial?.title ?? '',
      specific: initial?.specific ?? '',
      measurable: initial?.measurable ?? '',
      achievable: initial?.achievable ?? '',
      relevant: initial?.relevant ?? '',
      timeBound: initial?.timeBound ?? '',
      status: initial?.status ?? 'not-started',
      values: initial?.values ?? [],
    }),
    fields: ['title', 'specific', 'measurable', 'achievable', 'relevant', 'timeBound', 'status'],
    toData: (values) => ({
      ...values,
      specific: optional(values.specific),
      measurable: optional(values.measurable),
      achievable: optional(values.achievable),
      relevant: optional(values.relevant),
      timeBound: optional(values.timeBound),
      values: values.values.length ? values.values : undefined,
      milestones: [],
    }),
    draft: { name: initial ? null : GOAL_DRAFT, schema: goalDraftSchema, isEmpty: isDraftEmpty },
  });
  const { control, register, formState } = form;
  const errors: Partial<Record<keyof GoalDraft, { message?: string }>> = formState.errors;

  const handleSubmit = submit(async ({ milestones: _ignored, ...values }) => {
    const saved = await onSubmit(values);
    if (saved && !initial) {
      discardTabDraft(GOAL_DRAFT);
      startAgain();
    }
  });

  const handleCancel = () => {
    // Cancel means the member does not want this goal: its draft goes too.
    if (!initial) discardTabDraft(GOAL_DRAFT);
    onCancel();
  };

  return (
    <form onSubmit={(e) => void handleSubmit(e)} className="space-y-5" noValidate>
      <DraftRestoredNote shown={restored} />
      <FormField
        label="Goal"
        hint="Say it in a few words, like “Run a 5 km race”."
        error={errors.title?.message}
      >
        <Input {...register('title')} maxLength={120} autoComplete="off" />
      </FormField>
      <div className="grid gap-5 md:grid-cols-2">
        {smartFields.map((field) => (
          <FormField key={field.key} label={field.label} hint={field.hint} error={errors[field.key]?.message}>
            <Textarea {...register(field.key)} rows={3} className="min-h-24" maxLength={1000} />
          </FormField>
        ))}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="Time-bound: by when?"
          hint="A date gives the goal a shape. You can move it later."
          error={errors.timeBound?.message}
        >
          <Input type="date" {...registerDate('timeBound')} />
        </FormField>
        <FormField label="Status" error={errors.status?.message}>
          <Select {...register('status')}>
            {goalStatuses.map((s) => (
              <option key={s} value={s}>
                {statusLabels[s]}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <Controller
        control={control}
        name="values"
        render={({ field }) => <LazyValueTagsField value={field.value} onChange={field.onChange} />}
      />
      <FormActions submitLabel={submitLabel} isPending={isSaving} onCancel={handleCancel} />
    </form>
  );
}
