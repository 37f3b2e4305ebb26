import { useState, type FormEvent } from 'react';
import { goalEntrySchema } from '@shared/tools/entries/goal-planning-tool.schemas';
import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import type { Milestone } from '../goal-progress';
import { fieldErrorsOf } from '@client/lib/form-errors';

const milestoneSchema = goalEntrySchema.shape.milestones.def.element;

interface MilestoneFormProps {
  goalTitle: string;
  initial?: Milestone;
  submitLabel: string;
  onSubmit: (milestone: Milestone) => Promise<boolean>;
  onCancel?: () => void;
}

/** Adds a milestone to a goal, or edits one: a short step and, if it helps, a date. */
export function MilestoneForm({ goalTitle, initial, submitLabel, onSubmit, onCancel }: MilestoneFormProps) {
  const [title, setTitle] = useState(initial?.title ?? '');
  const [dueDate, setDueDate] = useState(initial?.dueDate ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = milestoneSchema.safeParse({
      id: initial?.id ?? crypto.randomUUID(),
      title,
      dueDate: dueDate || undefined,
      done: initial?.done ?? false,
    });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    setErrors({});
    if (initial) {
      await onSubmit(parsed.data);
      return;
    }
    // A new milestone's fields clear at once, so the member can type the next one while this one saves;
    // if the save fails, what they typed comes back unless they have already started on something else.
    setTitle('');
    setDueDate('');
    if (!(await onSubmit(parsed.data))) {
      setTitle((current) => current || title);
      setDueDate((current) => current || dueDate);
    }
  };

  return (
    <form
      onSubmit={(e) => void handleSubmit(e)}
      className="grid gap-3 sm:grid-cols-[1fr_11rem_auto] sm:items-end"
      aria-label={initial ? `Edit milestone ${initial.title}` : `Add a milestone to ${goalTitle}`}
      noValidate
    >
      <FormField label={initial ? 'Milestone' : 'New milestone'} error={errors.title}>
        <Input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} autoComplete="off" />
      </FormField>
      <FormField label="Due date (optional)" error={errors.dueDate}>
        <Input type="date" value={dueDate} onChange={(e) => setDueDate(e.target.value)} />
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
