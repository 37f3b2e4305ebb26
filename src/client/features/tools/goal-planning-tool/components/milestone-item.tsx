import { parseISO } from 'date-fns';
import { GripVertical, Pencil, Trash2 } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { SortableBinding } from '@client/components/sortable/sortable-list';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/class-names';
import { useImmediateChecked } from '@client/lib/use-immediate-checked';
import { formatDate } from '@client/lib/format-date';
import type { Milestone } from '../goal-progress';

interface MilestoneItemProps {
  milestone: Milestone;
  today: string;
  /** Its drag binding in the sortable list (undefined until dragging is switched on). */
  drag: SortableBinding | undefined;
  /** The edit form, shown in place of the milestone while it is being edited. */
  editor: ReactNode;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One milestone: a drag handle, a checkbox to tick it off, its due date, edit and delete. */
export function MilestoneItem({
  milestone,
  today,
  drag,
  editor,
  onToggle,
  onEdit,
  onDelete,
}: MilestoneItemProps) {
  const checkboxId = useId();
  const [shownDone, setShownDone] = useImmediateChecked(milestone.done);
  const overdue = !milestone.done && milestone.dueDate !== undefined && milestone.dueDate < today;
  return (
    <li
      ref={drag?.setNodeRef}
      style={drag?.style}
      className={cn(
        'relative rounded-xl border border-slate-200 bg-white p-2',
        drag?.isDragging && 'z-10 shadow-lg ring-2 ring-teal-700',
      )}
    >
      {editor ?? (
        <div className="flex items-center gap-1">
          <button
            ref={drag?.setActivatorNodeRef}
            type="button"
            disabled={!drag}
            className="flex h-11 w-8 shrink-0 touch-none cursor-grab items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 active:cursor-grabbing"
            {...drag?.attributes}
            {...drag?.listeners}
            aria-label={`Move milestone ${milestone.title}`}
          >
            <GripVertical aria-hidden="true" className="h-5 w-5" />
          </button>
          <input
            id={checkboxId}
            type="checkbox"
            checked={shownDone}
            onChange={(event) => {
              setShownDone(event.target.checked);
              onToggle();
            }}
            className="h-5 w-5 shrink-0 accent-teal-700"
          />
          <label htmlFor={checkboxId} className="min-w-0 flex-1 cursor-pointer px-2 py-1">
            <span
              className={cn(
                'block break-words text-slate-900',
                milestone.done && 'text-slate-600 line-through',
              )}
            >
              {milestone.title}
            </span>
            {milestone.dueDate ? (
              <span
                className={cn('block text-sm', overdue ? 'font-medium text-amber-800' : 'text-slate-600')}
              >
                {overdue ? 'Was due ' : 'Due '}
                <time dateTime={milestone.dueDate}>
                  {formatDate(parseISO(milestone.dueDate), 'd MMM yyyy')}
                </time>
              </span>
            ) : null}
          </label>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Edit milestone ${milestone.title}`}
            onClick={onEdit}
          >
            <Pencil aria-hidden="true" className="h-4 w-4" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Delete milestone ${milestone.title}`}
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
          </Button>
        </div>
      )}
    </li>
  );
}
