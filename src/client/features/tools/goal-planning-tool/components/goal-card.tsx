import { parseISO } from 'date-fns';
import { CalendarDays, ChevronDown, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { toast } from '@client/components/ui/toast-store';
import { cn } from '@client/lib/class-names';
import { formatDate } from '@client/lib/format-date';
import { savedOrNot } from '../../api/saved-or-not';
import {
  milestoneProgress,
  statusAfterMilestones,
  statusLabels,
  type GoalStatus,
  type Milestone,
} from '../goal-progress';
import type { GoalEntry } from '../use-goals';
import { GoalForm, type GoalFormValues } from './goal-form';
import { GoalProgressBar } from './goal-progress-bar';
import { MilestoneList } from './milestone-list';

const statusStyles: Record<GoalStatus, string> = {
  'not-started': 'bg-slate-100 text-slate-800',
  'in-progress': 'bg-teal-50 text-teal-900 ring-1 ring-teal-200',
  completed: 'bg-emerald-100 text-emerald-900',
  paused: 'bg-amber-50 text-amber-900 ring-1 ring-amber-200',
};

const smartLabels = [
  ['specific', 'Specific'],
  ['measurable', 'Measurable'],
  ['achievable', 'Achievable'],
  ['relevant', 'Relevant'],
] as const;

interface GoalCardProps {
  goal: GoalEntry;
  today: string;
  /** Resolves true once saved; rejects with the failure (already shown), for a form's field messages. */
  onSave: (data: GoalEntry['data'], failureTitle: string) => Promise<boolean>;
  onDelete: () => void;
}

/** One goal: its status, due date, progress, SMART plan and milestones. */
export function GoalCard({ goal, today, onSave, onDelete }: GoalCardProps) {
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const { title, status, timeBound, milestones } = goal.data;
  const progress = milestoneProgress(milestones);
  const plan = smartLabels.filter(([key]) => goal.data[key]);

  const saveDetails = async (values: GoalFormValues) => {
    setSaving(true);
    try {
      await onSave({ ...values, milestones }, 'Could not save the goal');
    } finally {
      setSaving(false);
    }
    toast({ title: 'Goal saved' });
    setEditing(false);
    return true;
  };

  const saveMilestones = async (next: Milestone[], message?: string) => {
    // The status follows the milestones (statusAfterMilestones); the member can still set it by hand.
    const status = statusAfterMilestones(goal.data.status, next);
    await onSave({ ...goal.data, milestones: next, status }, 'Could not save the milestones');
    if (message) toast({ title: message });
    return true;
  };

  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <article aria-labelledby={`goal-${goal.id}`} className="space-y-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0 space-y-1">
            <h3 id={`goal-${goal.id}`} className="text-lg font-semibold break-words text-slate-900">
              {title}
            </h3>
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
              <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', statusStyles[status])}>
                {statusLabels[status]}
              </span>
              {timeBound ? (
                <span className="inline-flex items-center gap-1">
                  <CalendarDays aria-hidden="true" className="h-4 w-4" />
                  By <time dateTime={timeBound}>{formatDate(parseISO(timeBound), 'd MMM yyyy')}</time>
                </span>
              ) : null}
              {goal.data.values?.length ? <span>Lives {goal.data.values.join(', ')}</span> : null}
            </p>
          </div>
          <div className="flex gap-1">
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Edit goal ${title}`}
              aria-expanded={editing}
              onClick={() => setEditing((v) => !v)}
            >
              <Pencil aria-hidden="true" className="h-4 w-4" />
            </Button>
            <ConfirmDialog
              trigger={
                <Button variant="ghost" size="icon" aria-label={`Delete goal ${title}`}>
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                </Button>
              }
              title={`Delete “${title}”?`}
              description="The goal, its plan and its milestones will be gone for good."
              confirmLabel="Delete goal"
              onConfirm={onDelete}
            />
          </div>
        </div>

        {editing ? (
          <GoalForm
            initial={goal.data}
            submitLabel="Save goal"
            isSaving={saving}
            onSubmit={saveDetails}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <>
            <GoalProgressBar goalTitle={title} progress={progress} />
            {progress.total > 0 && progress.done === progress.total && status !== 'completed' ? (
              <div className="flex flex-wrap items-center gap-3 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900">
                <span>Every milestone is done. Well done for getting here.</span>
                <Button
                  size="sm"
                  onClick={() =>
                    void savedOrNot(
                      onSave({ ...goal.data, status: 'completed' }, 'Could not update the goal'),
                    )
                  }
                >
                  Mark goal completed
                </Button>
              </div>
            ) : null}
            {plan.length > 0 ? (
              <details className="group rounded-xl bg-stone-50 p-3">
                <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 font-medium text-slate-900 [&::-webkit-details-marker]:hidden">
                  Your SMART plan
                  <ChevronDown
                    aria-hidden="true"
                    className="h-5 w-5 shrink-0 text-slate-600 transition-transform group-open:rotate-180"
                  />
                </summary>
                <dl className="mt-3 space-y-2 text-sm">
                  {plan.map(([key, label]) => (
                    <div key={key}>
                      <dt className="font-semibold text-slate-800">{label}</dt>
                      <dd className="whitespace-pre-wrap text-slate-700">{goal.data[key]}</dd>
                    </div>
                  ))}
                </dl>
              </details>
            ) : null}
            <div className="space-y-2">
              <h4 className="font-semibold text-slate-900">Milestones</h4>
              <MilestoneList
                goalTitle={title}
                milestones={milestones}
                today={today}
                onChange={saveMilestones}
              />
            </div>
          </>
        )}
      </article>
    </li>
  );
}
