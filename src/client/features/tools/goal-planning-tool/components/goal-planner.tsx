import { Plus, Target } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { EmptyState } from '@client/components/ui/empty-state';
import { FormField } from '@client/components/ui/form-field';
import { Select } from '@client/components/ui/input';
import { Spinner } from '@client/components/ui/spinner';
import { toast, toastError } from '@client/components/ui/toast-store';
import { hasTabDraft } from '@client/lib/tab-drafts';
import { formatPattern } from '@client/lib/format-date';
import { useCreateToolEntry, useDeleteToolEntry } from '../../api/tool-entries-api';
import { filterAndSortGoals, goalStatuses, statusLabels, type Goal, type GoalStatus } from '../goal-progress';
import { GOAL_TOOL, useGoals } from '../use-goals';
import { GoalCard } from './goal-card';
import { GOAL_DRAFT, GoalForm, type GoalFormValues } from './goal-form';

/** The goal planner: SMART goals broken into milestones, with their progress and status. */
export function GoalPlanner() {
  const { goals, isPending, isError, refetch, saveGoal } = useGoals();
  const create = useCreateToolEntry<Goal>(GOAL_TOOL);
  const remove = useDeleteToolEntry(GOAL_TOOL);
  // A goal being written when the page went away (a reload, a trip through sign-in) opens again.
  const [adding, setAdding] = useState(() => hasTabDraft(GOAL_DRAFT));
  const [filter, setFilter] = useState<GoalStatus | 'all'>('all');
  const today = formatPattern(new Date(), 'yyyy-MM-dd');
  const shown = filterAndSortGoals(goals, filter);
  const count = (status: GoalStatus) => goals.filter((g) => g.data.status === status).length;

  const handleCreate = async (values: GoalFormValues) => {
    try {
      await create.mutateAsync({ ...values, milestones: [] });
      toast({ title: 'Goal added', description: 'Now add a first milestone, however small.' });
      setAdding(false);
      setFilter('all');
      return true;
    } catch (failure) {
      toastError('Could not add the goal', failure);
      throw failure;
    }
  };

  return (
    <section aria-labelledby="goals-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="goals-heading" className="text-xl font-semibold text-slate-900">
          Your goals
        </h2>
        {adding ? null : (
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" className="h-4 w-4" /> Set a goal
          </Button>
        )}
      </div>

      {adding ? (
        <Card className="space-y-4">
          <h3 className="text-lg font-semibold text-slate-900">New goal</h3>
          <GoalForm
            submitLabel="Add goal"
            isSaving={create.isPending}
            onSubmit={handleCreate}
            onCancel={() => setAdding(false)}
          />
        </Card>
      ) : null}

      {isPending ? (
        <Spinner label="Loading your goals" />
      ) : isError ? (
        <p className="text-slate-700">
          Your goals could not be loaded.{' '}
          <Button variant="link" onClick={refetch}>
            Try again
          </Button>
        </p>
      ) : goals.length === 0 ? (
        <EmptyState icon={Target} title="No goals yet">
          <p>Choose one thing you would like to be true a few weeks or months from now.</p>
          <p>
            The SMART questions help make it clear: what exactly, how you will know, why it matters and by
            when. Then break it into small milestones and tick them off as you go.
          </p>
        </EmptyState>
      ) : (
        <>
          <div className="max-w-xs">
            <FormField label="Show">
              <Select
                value={filter}
                onChange={(e) => setFilter(goalStatuses.find((s) => s === e.target.value) ?? 'all')}
              >
                <option value="all">All goals ({goals.length})</option>
                {goalStatuses.map((s) => (
                  <option key={s} value={s}>
                    {statusLabels[s]} ({count(s)})
                  </option>
                ))}
              </Select>
            </FormField>
          </div>
          {shown.length === 0 ? (
            <p className="text-slate-700">No goals with this status right now.</p>
          ) : (
            <ul className="space-y-4" aria-label="Goals">
              {shown.map((goal) => (
                <GoalCard
                  key={goal.id}
                  goal={goal}
                  today={today}
                  onSave={(data, failureTitle) => saveGoal(goal.id, data, failureTitle)}
                  onDelete={() =>
                    remove.mutate(goal.id, {
                      onSuccess: () => toast({ title: 'Goal deleted' }),
                      onError: (failure) => toastError('Could not delete the goal', failure),
                    })
                  }
                />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
