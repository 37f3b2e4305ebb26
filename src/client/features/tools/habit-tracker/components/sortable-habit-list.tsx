import { closestCenter, DndContext, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { arrayMove, SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { ReactNode } from 'react';
import { sortableListAccessibility } from '@client/lib/sortable-list-accessibility';
import { useDragSensors } from '@client/lib/use-drag-sensors';
import type { HabitEntry } from '../use-habits';
import { HabitCard } from './habit-card';

interface SortableHabitListProps {
  habits: HabitEntry[];
  today: string;
  /** Renders the edit form for the habit being edited, or null. */
  renderEditor: (habit: HabitEntry) => ReactNode;
  onReorder: (ids: string[]) => void;
  onToggle: (habit: HabitEntry, date: string) => void;
  onEdit: (habit: HabitEntry) => void;
  onArchive: (habit: HabitEntry) => void;
  onDelete: (habit: HabitEntry) => void;
}

const prefersReducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The active habits, reordered by dragging their handles with a mouse, a finger or the keyboard. */
export function SortableHabitList({
  habits,
  today,
  renderEditor,
  onReorder,
  ...actions
}: SortableHabitListProps) {
  const sensors = useDragSensors();
  const ids = habits.map((h) => h.id);
  const nameOf = (id: UniqueIdentifier) => habits.find((h) => h.id === id)?.data.name ?? 'The habit';

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(ids, from, to));
  };

  const reduceMotion = prefersReducedMotion();
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={sortableListAccessibility(ids, nameOf, 'habit')}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul className="space-y-4" aria-label="Your habits">
          {habits.map((habit) => (
            <HabitCard
              key={habit.id}
              habit={habit}
              today={today}
              reduceMotion={reduceMotion}
              editor={renderEditor(habit)}
              onToggle={(date) => actions.onToggle(habit, date)}
              onEdit={() => actions.onEdit(habit)}
              onArchive={() => actions.onArchive(habit)}
              onDelete={() => actions.onDelete(habit)}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
