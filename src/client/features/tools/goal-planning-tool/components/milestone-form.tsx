import { goalEntrySchema } from '@shared/tools/entries/goal-planning-tool.schemas';
import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { useToolForm } from '../../components/use-tool-form';
import type { Milestone } from '../goal-progress';

const milestoneSchema = goalEntrySchema.shape.milestones.def.element;

interface MilestoneFormProps {
  goalTitle: string;
  /** Where the milestone is (or will be) in the goal's list: the server names its fields by it. */
  index: number;
  initial?: Milestone;
  submitLabel: string;
  /** Resolves true when saved; rejects with the failure (already shown), whose field messages go on the fields. */
  onSubmit: (milestone: Milestone) => Promise<boolean>;
  onCancel?: () => void;
}

interface MilestoneFields {
  title: string;
  dueDate: string;
}

/** Adds a milestone to a goal, or edits one: a short step and, if it helps, a date. */
export function MilestoneForm({
  goalTitle,
  index,
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: MilestoneFormProps) {
  const { form, submit, startAgain, registerDate } = useToolForm({
    schema: milestoneSchema,
    values: (): MilestoneFields => ({ title: initial?.title ?? '', dueDate: initial?.dueDate ?? '' }),
    fields: ['title', 'dueDate'],
    toData: (values) => ({
      id: initial?.id ?? crypto.randomUUID(),
      title: values.title,
      dueDate: values.dueDate || undefined,
      done: initial?.done ?? false,
    }),
    // The server checks the whole goal: this milestone's fields are under its place in the list.
    fieldOf: (path) => {
      const own = `milestones.${index}.`;
      const field = path.startsWith(own) ? path.slice(own.length).split('.')[0] : undefined;
      return field === 'title' || field === 'dueDate' ? field : undefined;
    },
  });
  const { register, getValues, setValue, formState } = form;
  const { errors } = formState;

  const handleSubmit = submit(async (milestone, typed) => {
    if (initial) return onSubmit(milestone);
    // A new milestone's fields clear at once, so the member can type the next one while this one saves;
    // if the save fails, what they typed comes back unless they have already started on something else.
    startAgain();
    let saved = false;
    try {
      saved = await onSubmit(milestone);
    } finally {
      if (!saved) {
        if (!getValues('title')) setValue('title', typed.title);
        if (!getValues('dueDate')) setValue('dueDate', typed.dueDate);
      }
    }
  });

  return (
    <form
      onSubmit={(e) => void handleSubmit(e)}
      className="grid gap-3 sm:grid-cols-[1fr_11rem_auto] sm:items-end"
      aria-label={initial ? `Edit milestone ${initial.title}` : `Add a milestone to ${goalTitle}`}
      noValidate
    >
      <FormField label={initial ? 'Milestone' : 'New milestone'} error={errors.title?.message}>
        <Input {...register('title')} maxLength={200} autoComplete="off" />
      </FormField>
      <FormField label="Due date (optional)" error={errors.dueDate?.message}>
        <Input type="date" {...registerDate('dueDate')} />
      </FormField>
      <div className="flex gap-2">
        <Button type="submit" variant={initial ? 'primary' : 'secondary'} className="h-11">
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="ghost" className="h-11" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
