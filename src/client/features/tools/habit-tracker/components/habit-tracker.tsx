import { Plus, Sprout } from 'lucide-react';
import { useState } from 'react';
import { SortableItem, SortableList } from '@client/components/sortable/sortable-list';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { EmptyState } from '@client/components/ui/empty-state';
import { Spinner } from '@client/components/ui/spinner';
import { toast, toastError } from '@client/components/ui/toast-store';
import { useDayOf } from '@client/lib/member-day';
import { useCreateToolEntry, useDeleteToolEntry } from '../../api/tool-entries-api';
import { HABIT_TOOL, useHabits, type Habit, type HabitEntry } from '../use-habits';
import { ArchivedHabits } from './archived-habits';
import { HabitCard } from './habit-card';
import { HabitForm, type HabitFormValues } from './habit-form';

/** The habit tracker: make small habits, tick off the days, watch the streaks, arrange the list. */
export function HabitTracker() {
  const habits = useHabits();
  const create = useCreateToolEntry<Habit>(HABIT_TOOL);
  const remove = useDeleteToolEntry(HABIT_TOOL);
  const [adding, setAdding] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [savingEdit, setSavingEdit] = useState(false);
  // The member's day, as the dashboard counts it: a tick after midnight but before their day end is yesterday's.
  const today = useDayOf()(new Date());

  const handleCreate = async (values: HabitFormValues) => {
    try {
      await create.mutateAsync({ ...values, completions: [], archived: false });
      toast({ title: 'Habit added', description: 'Tick it off on the days you do it.' });
      setAdding(false);
      return true;
    } catch (failure) {
      toastError('Could not add the habit', failure);
      throw failure;
    }
  };

  const handleEdit = async (habit: HabitEntry, values: HabitFormValues) => {
    setSavingEdit(true);
    try {
      await habits.saveHabit(habit.id, { ...habit.data, ...values }, 'Could not save the habit');
    } finally {
      setSavingEdit(false);
    }
    toast({ title: 'Habit saved' });
    setEditingId(null);
    return true;
  };

  const handleArchive = async (habit: HabitEntry, archived: boolean) => {
    if (await habits.setArchived(habit, archived)) {
      toast({ title: archived ? `“${habit.data.name}” archived` : `“${habit.data.name}” is back` });
    }
  };

  const handleDelete = (habit: HabitEntry) =>
    remove.mutate(habit.id, {
      onSuccess: () => toast({ title: 'Habit deleted' }),
      onError: (failure) => toastError('Could not delete the habit', failure),
    });

  return (
    <div className="space-y-8">
      <section aria-labelledby="habits-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="habits-heading" className="text-xl font-semibold text-slate-900">
            Your habits
          </h2>
          {adding ? null : (
            <Button onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" className="h-4 w-4" /> Add a habit
            </Button>
          )}
        </div>

        {adding ? (
          <Card className="space-y-4">
            <h3 className="text-lg font-semibold text-slate-900">New habit</h3>
            <HabitForm
              submitLabel="Add habit"
              isSaving={create.isPending}
              onSubmit={handleCreate}
              onCancel={() => setAdding(false)}
            />
          </Card>
        ) : null}

        {habits.isPending ? (
          <Spinner label="Loading your habits" />
        ) : habits.isError ? (
          <p className="text-slate-700">
            Your habits could not be loaded.{' '}
            <Button variant="link" onClick={habits.refetch}>
              Try again
            </Button>
          </p>
        ) : habits.active.length === 0 ? (
          <EmptyState icon={Sprout} title={habits.archived.length ? 'No active habits' : 'Start small'}>
            <p>
              Pick one habit so small you could do it on a hard day: two minutes of stretching, a glass of
              water in the morning, a short walk after lunch.
            </p>
            <p>
              Tick it off on the days you do it. Your streak grows from there, and a missed day is just a day.
            </p>
          </EmptyState>
        ) : (
          <>
            <p className="text-sm text-slate-700">
              Press a day to mark it done, and again to undo. Drag a habit by its handle to change the order.
            </p>
            <SortableList
              ids={habits.active.map((habit) => habit.id)}
              nameOf={(id) => habits.active.find((habit) => habit.id === id)?.data.name ?? 'The habit'}
              noun="habit"
              onReorder={habits.reorder}
            >
              <ul className="space-y-4" aria-label="Your habits">
                {habits.active.map((habit) => (
                  <SortableItem key={habit.id} id={habit.id}>
                    {(drag) => (
                      <HabitCard
                        habit={habit}
                        today={today}
                        drag={drag}
                        editor={
                          habit.id === editingId ? (
                            <HabitForm
                              initial={habit.data}
                              submitLabel="Save changes"
                              isSaving={savingEdit}
                              onSubmit={(values) => handleEdit(habit, values)}
                              onCancel={() => setEditingId(null)}
                            />
                          ) : null
                        }
                        onToggle={(date) => void habits.toggleDay(habit, date)}
                        onEdit={() => setEditingId(habit.id)}
                        onArchive={() => void handleArchive(habit, true)}
                        onDelete={() => handleDelete(habit)}
                      />
                    )}
                  </SortableItem>
                ))}
              </ul>
            </SortableList>
          </>
        )}
      </section>

      {habits.archived.length > 0 ? (
        <ArchivedHabits
          habits={habits.archived}
          onRestore={(habit) => void handleArchive(habit, false)}
          onDelete={handleDelete}
        />
      ) : null}
    </div>
  );
}
