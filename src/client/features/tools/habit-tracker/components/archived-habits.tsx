import { ArchiveRestore, Trash2 } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { describeSchedule } from '../habit-days';
import type { HabitEntry } from '../use-habits';

interface ArchivedHabitsProps {
  habits: HabitEntry[];
  onRestore: (habit: HabitEntry) => void;
  onDelete: (habit: HabitEntry) => void;
}

/** Habits put aside: their history is kept, and they can come back at any time. */
export function ArchivedHabits({ habits, onRestore, onDelete }: ArchivedHabitsProps) {
  return (
    <section aria-labelledby="archived-heading" className="space-y-3">
      <h2 id="archived-heading" className="text-xl font-semibold text-slate-900">
        Archived
      </h2>
      <p className="text-sm text-slate-700">
        Resting habits keep their history. Bring one back whenever you are ready.
      </p>
      <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {habits.map((habit) => (
          <li key={habit.id} className="flex flex-wrap items-center justify-between gap-2 p-4">
            <div className="min-w-0">
              <p className="font-medium break-words text-slate-900">{habit.data.name}</p>
              <p className="text-sm text-slate-600">
                {describeSchedule(habit.data.schedule)} · {habit.data.completions.length}{' '}
                {habit.data.completions.length === 1 ? 'day' : 'days'} done
              </p>
            </div>
            <div className="flex gap-1">
              <Button
                variant="secondary"
                size="sm"
                onClick={() => onRestore(habit)}
                aria-label={`Bring back ${habit.data.name}`}
              >
                <ArchiveRestore aria-hidden="true" className="h-4 w-4" /> Bring back
              </Button>
              <ConfirmDialog
                trigger={
                  <Button variant="ghost" size="icon" aria-label={`Delete ${habit.data.name}`}>
                    <Trash2 aria-hidden="true" className="h-4 w-4" />
                  </Button>
                }
                title={`Delete “${habit.data.name}”?`}
                description="Its streaks and every ticked day go with it."
                confirmLabel="Delete habit"
                onConfirm={() => onDelete(habit)}
              />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
