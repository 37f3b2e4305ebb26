import { Archive, BarChart3, Bell, GripVertical, Pencil, Trash2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { habitStreaks } from '@shared/tools/habits/habit-streaks';
import type { SortableBinding } from '@client/components/sortable/sortable-list';
import { Button } from '@client/components/ui/button';
import { ChunkBoundary } from '@client/components/ui/chunk-boundary';
import { Spinner } from '@client/components/ui/spinner';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { cn } from '@client/lib/class-names';
import { lazyChunk } from '@client/lib/lazy-chunk';
import { describeSchedule } from '../habit-days';
import { DEFAULT_HABIT_COLOR } from '../habit-colors';
import type { HabitEntry } from '../use-habits';
import { HabitStreak } from './habit-streak';
import { HabitWeekRow } from './habit-week-row';

// The twelve-week calendar and chart load when a member first asks for a habit's progress.
const HabitDetail = lazyChunk(async () => (await import('./habit-detail')).HabitDetail);
// A habit's reminder (its line on the card and its form) comes after the page, with the reminder settings.
const loadHabitReminder = () => import('@client/features/reminders/components/habit-reminder');
const HabitReminderSummary = lazyChunk(async () => (await loadHabitReminder()).HabitReminderSummary);
const HabitReminderPanel = lazyChunk(async () => (await loadHabitReminder()).HabitReminderPanel);

interface HabitCardProps {
  habit: HabitEntry;
  today: string;
  /** Its drag binding in the sortable list (undefined until dragging is switched on). */
  drag: SortableBinding | undefined;
  /** The edit form, shown in place of the week while the habit is being edited. */
  editor?: ReactNode;
  onToggle: (date: string) => void;
  onEdit: () => void;
  onArchive: () => void;
  onDelete: () => void;
}

/** One habit: its name, streaks, the last seven days to tick, and its progress on request. */
export function HabitCard({
  habit,
  today,
  drag,
  editor,
  onToggle,
  onEdit,
  onArchive,
  onDelete,
}: HabitCardProps) {
  const detailId = useId();
  const reminderId = useId();
  const [showDetail, setShowDetail] = useState(false);
  const [showReminder, setShowReminder] = useState(false);
  const { name, schedule, completions } = habit.data;
  const color = habit.data.color ?? DEFAULT_HABIT_COLOR;

  return (
    <li
      ref={drag?.setNodeRef}
      style={drag?.style}
      className={cn(
        'relative rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5',
        drag?.isDragging && 'z-10 shadow-lg ring-2 ring-teal-700',
      )}
      data-habit={name}
    >
      <div className="flex items-start gap-2">
        <button
          ref={drag?.setActivatorNodeRef}
          type="button"
          disabled={!drag}
          className="-ml-2 flex h-11 w-9 shrink-0 touch-none cursor-grab items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 active:cursor-grabbing"
          {...drag?.attributes}
          {...drag?.listeners}
          aria-label={`Move ${name}`}
        >
          <GripVertical aria-hidden="true" className="h-5 w-5" />
        </button>
        <div className="min-w-0 flex-1 space-y-1">
          <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <span
              aria-hidden="true"
              className="h-3 w-3 shrink-0 rounded-full"
              style={{ backgroundColor: color }}
            />
            <span className="break-words">{name}</span>
          </h3>
          <p className="text-sm text-slate-600">
            {describeSchedule(schedule)}
            {habit.data.values?.length ? ` · Lives ${habit.data.values.join(', ')}` : ''}
          </p>
          <HabitStreak streaks={habitStreaks(schedule, completions, today)} />
          <ChunkBoundary quiet={null}>
            <HabitReminderSummary habitId={habit.id} />
          </ChunkBoundary>
        </div>
      </div>

      {editor ? <div className="mt-4">{editor}</div> : null}
      <div className="mt-4" hidden={Boolean(editor)}>
        <HabitWeekRow habit={habit} today={today} color={color} onToggle={onToggle} />
      </div>

      <div className="mt-3 flex flex-wrap items-center justify-between gap-2" hidden={Boolean(editor)}>
        <div className="flex flex-wrap gap-1">
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={showDetail}
            aria-controls={detailId}
            onClick={() => setShowDetail((v) => !v)}
          >
            <BarChart3 aria-hidden="true" className="h-4 w-4" />
            {showDetail ? 'Hide progress' : 'Show progress'}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={showReminder}
            aria-controls={reminderId}
            onClick={() => setShowReminder((v) => !v)}
          >
            <Bell aria-hidden="true" className="h-4 w-4" />
            Reminder<span className="sr-only"> for {name}</span>
          </Button>
        </div>
        <div className="flex gap-1">
          <Button variant="ghost" size="icon" aria-label={`Edit ${name}`} onClick={onEdit}>
            <Pencil aria-hidden="true" className="h-4 w-4" />
          </Button>
          <Button variant="ghost" size="icon" aria-label={`Archive ${name}`} onClick={onArchive}>
            <Archive aria-hidden="true" className="h-4 w-4" />
          </Button>
          <ConfirmDialog
            trigger={
              <Button variant="ghost" size="icon" aria-label={`Delete ${name}`}>
                <Trash2 aria-hidden="true" className="h-4 w-4" />
              </Button>
            }
            title={`Delete “${name}”?`}
            description="Its streaks and every ticked day go with it. If you only want a break, archive it instead."
            confirmLabel="Delete habit"
            onConfirm={onDelete}
          />
        </div>
      </div>

      <div id={reminderId} hidden={!showReminder} className="mt-3 border-t border-slate-200">
        {showReminder ? (
          <ChunkBoundary loading={<Spinner label="Loading the reminder" />} what="The reminder">
            <HabitReminderPanel habitId={habit.id} name={name} />
          </ChunkBoundary>
        ) : null}
      </div>

      <div id={detailId} hidden={!showDetail}>
        {showDetail ? (
          <ChunkBoundary
            loading={<Spinner label="Loading the habit's progress" />}
            what="The habit's progress"
          >
            <HabitDetail habit={habit} today={today} color={color} />
          </ChunkBoundary>
        ) : null}
      </div>
    </li>
  );
}
