import { closestCenter, DndContext, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { arrayMove, SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useState } from 'react';
import { sortableListAccessibility } from '@client/lib/sortable-list-accessibility';
import { useDragSensors } from '@client/lib/use-drag-sensors';
import { replaceMilestone, toggleMilestone, type Milestone } from '../goal-progress';
import { MilestoneForm } from './milestone-form';
import { MilestoneItem } from './milestone-item';

interface MilestoneListProps {
  goalTitle: string;
  milestones: Milestone[];
  today: string;
  onChange: (milestones: Milestone[], message?: string) => Promise<boolean>;
}

const prefersReducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** A goal's milestones in the member's order: tick, edit, delete, and drag (or arrow keys) to reorder. */
export function MilestoneList({ goalTitle, milestones, today, onChange }: MilestoneListProps) {
  const [editingId, setEditingId] = useState<string | null>(null);
  const sensors = useDragSensors();
  const ids = milestones.map((m) => m.id);
  const titleOf = (id: UniqueIdentifier) => milestones.find((m) => m.id === id)?.title ?? 'The milestone';

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) void onChange(arrayMove(milestones, from, to));
  };

  const reduceMotion = prefersReducedMotion();
  return (
    <div className="space-y-3">
      {milestones.length === 0 ? (
        <p className="text-sm text-slate-700">
          Break the goal into a few steps you can see yourself doing. The first one can be tiny.
        </p>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={handleDragEnd}
          accessibility={sortableListAccessibility(ids, titleOf, 'milestone')}
        >
          <SortableContext items={ids} strategy={verticalListSortingStrategy}>
            <ul className="space-y-2" aria-label={`Milestones of ${goalTitle}`}>
              {milestones.map((milestone) => (
                <MilestoneItem
                  key={milestone.id}
                  milestone={milestone}
                  today={today}
                  reduceMotion={reduceMotion}
                  onToggle={() => void onChange(toggleMilestone(milestones, milestone.id))}
                  onEdit={() => setEditingId(milestone.id)}
                  onDelete={() =>
                    void onChange(replaceMilestone(milestones, milestone.id, null), 'Milestone removed')
                  }
                  editor={
                    editingId === milestone.id ? (
                      <MilestoneForm
                        goalTitle={goalTitle}
                        initial={milestone}
                        submitLabel="Save"
                        onCancel={() => setEditingId(null)}
                        onSubmit={async (changed) => {
                          const saved = await onChange(
                            replaceMilestone(milestones, changed.id, changed),
                            'Milestone saved',
                          );
                          if (saved) setEditingId(null);
                          return saved;
                        }}
                      />
                    ) : null
                  }
                />
              ))}
            </ul>
          </SortableContext>
        </DndContext>
      )}
      {milestones.length < 50 ? (
        <MilestoneForm
          goalTitle={goalTitle}
          submitLabel="Add milestone"
          onSubmit={(milestone) => onChange([...milestones, milestone], 'Milestone added')}
        />
      ) : (
        <p className="text-sm text-slate-700">This goal has the most milestones it can hold (50).</p>
      )}
    </div>
  );
}
