import { useState } from 'react';
import { SortableItem, SortableList } from '@client/components/sortable/sortable-list';
import { savedOrNot } from '../../api/saved-or-not';
import { replaceMilestone, toggleMilestone, type Milestone } from '../goal-progress';
import { MilestoneForm } from './milestone-form';
import { MilestoneItem } from './milestone-item';

interface MilestoneListProps {
  goalTitle: string;
  milestones: Milestone[];
  today: string;
  /** Saves the list: resolves true once saved, rejects with the failure (already shown). */
  onChange: (milestones: Milestone[], message?: string) => Promise<boolean>;
}

/** A goal's milestones in the member's order: tick, edit, delete, and drag (or arrow keys) to reorder. */
export function MilestoneList({ goalTitle, milestones, today, onChange }: MilestoneListProps) {
  const [editingId, setEditingId] = useState<string | null>(null);
  const byId = new Map(milestones.map((m) => [m.id, m]));
  const reorder = (ids: string[]) => void savedOrNot(onChange(ids.flatMap((id) => byId.get(id) ?? [])));

  return (
    <div className="space-y-3">
      {milestones.length === 0 ? (
        <p className="text-sm text-slate-700">
          Break the goal into a few steps you can see yourself doing. The first one can be tiny.
        </p>
      ) : (
        <SortableList
          ids={milestones.map((m) => m.id)}
          nameOf={(id) => byId.get(id)?.title ?? 'The milestone'}
          noun="milestone"
          onReorder={reorder}
        >
          <ul className="space-y-2" aria-label={`Milestones of ${goalTitle}`}>
            {milestones.map((milestone) => (
              <SortableItem key={milestone.id} id={milestone.id}>
                {(drag) => (
                  <MilestoneItem
                    milestone={milestone}
                    today={today}
                    drag={drag}
                    onToggle={() => void savedOrNot(onChange(toggleMilestone(milestones, milestone.id)))}
                    onEdit={() => setEditingId(milestone.id)}
                    onDelete={() =>
                      void savedOrNot(
                        onChange(replaceMilestone(milestones, milestone.id, null), 'Milestone removed'),
                      )
                    }
                    editor={
                      editingId === milestone.id ? (
                        <MilestoneForm
                          goalTitle={goalTitle}
                          index={milestones.indexOf(milestone)}
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
                )}
              </SortableItem>
            ))}
          </ul>
        </SortableList>
      )}
      {milestones.length < 50 ? (
        <MilestoneForm
          goalTitle={goalTitle}
          index={milestones.length}
          submitLabel="Add milestone"
          onSubmit={(milestone) => onChange([...milestones, milestone], 'Milestone added')}
        />
      ) : (
        <p className="text-sm text-slate-700">This goal has the most milestones it can hold (50).</p>
      )}
    </div>
  );
}
