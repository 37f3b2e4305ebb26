import { useState, type FormEvent } from 'react';
import { goalEntrySchema } from '@shared/tools/tool-data.schemas';
import { FormField } from '@client/components/ui/form-field';
import { Input, Select, Textarea } from '@client/components/ui/input';
import { FormActions } from '../../components/form-actions';
import { goalStatuses, statusLabels, type Goal, type GoalStatus } from '../goal-progress';

export type GoalFormValues = Omit<Goal, 'milestones'>;

interface GoalFormProps {
  initial?: Goal;
  submitLabel: string;
  isSaving: boolean;
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

type SmartKey = (typeof smartFields)[number]['key'];

/** Create or edit a goal with the SMART questions, each optional, plus a due date and a status. */
export function GoalForm({ initial, submitLabel, isSaving, onSubmit, onCancel }: GoalFormProps) {
  const [title, setTitle] = useState(initial?.title ?? '');
  const [smart, setSmart] = useState<Record<SmartKey, string>>({
    specific: initial?.specific ?? '',
    measurable: initial?.measurable ?? '',
    achievable: initial?.achievable ?? '',
    relevant: initial?.relevant ?? '',
  });
  const [timeBound, setTimeBound] = useState(initial?.timeBound ?? '');
  const [status, setStatus] = useState<GoalStatus>(initial?.status ?? 'not-started');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const optional = (value: string) => (value.trim() ? value : undefined);
    const parsed = goalEntrySchema.safeParse({
      title,
      specific: optional(smart.specific),
      measurable: optional(smart.measurable),
      achievable: optional(smart.achievable),
      relevant: optional(smart.relevant),
      timeBound: optional(timeBound),
      status,
      milestones: [],
    });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    const { milestones: _ignored, ...values } = parsed.data;
    const saved = await onSubmit(values);
    if (saved && !initial) {
      setTitle('');
      setSmart({ specific: '', measurable: '', achievable: '', relevant: '' });
      setTimeBound('');
    }
  };

  return (
    <form onSubmit={(e) => void handleSubmit(e)} className="space-y-5" noValidate>
      <FormField label="Goal" hint="Say it in a few words, like “Run a 5 km race”." error={errors.title}>
        <Input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={120} autoComplete="off" />
      </FormField>
      <div className="grid gap-5 md:grid-cols-2">
        {smartFields.map((field) => (
          <FormField key={field.key} label={field.label} hint={field.hint} error={errors[field.key]}>
            <Textarea
              value={smart[field.key]}
              onChange={(e) => setSmart((current) => ({ ...current, [field.key]: e.target.value }))}
              rows={3}
              className="min-h-24"
              maxLength={1000}
            />
          </FormField>
        ))}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="Time-bound: by when?"
          hint="A date gives the goal a shape. You can move it later."
          error={errors.timeBound}
        >
          <Input type="date" value={timeBound} onChange={(e) => setTimeBound(e.target.value)} />
        </FormField>
        <FormField label="Status" error={errors.status}>
          <Select
            value={status}
            onChange={(e) => setStatus(goalStatuses.find((s) => s === e.target.value) ?? 'not-started')}
          >
            {goalStatuses.map((s) => (
              <option key={s} value={s}>
                {statusLabels[s]}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <FormActions submitLabel={submitLabel} isPending={isSaving} onCancel={onCancel} />
    </form>
  );
}
